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
    %c0_i64 = arith.constant 0 : i64
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
    %c-100_i64 = arith.constant -100 : i64
    %cst_25 = arith.constant dense<0> : tensor<i64>
    %cst_26 = arith.constant dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %672 = arith.index_cast %in : i64 to index
      %673 = linalg.index 2 : index
      %674 = arith.cmpi slt, %672, %c32 : index
      cf.assert %674, "index must be smaller than dim size"
      %675 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %675, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%672, %673] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %672 = linalg.index 0 : index
      %673 = arith.index_cast %672 : index to i64
      linalg.yield %673 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %672 = arith.index_cast %in : i64 to index
      %673 = linalg.index 1 : index
      %674 = arith.cmpi slt, %672, %c8 : index
      cf.assert %674, "index must be smaller than dim size"
      %675 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %675, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%672, %673] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x16xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %672 = arith.extf %in : f32 to f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %9 = tensor.empty() : tensor<2x8x1xf64>
    %10 = linalg.fill ins(%cst_9 : f64) outs(%9 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %out : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.divf %in, %cst_21 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.subf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %out : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.divf %in, %cst_21 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %672 = arith.truncf %in : f64 to f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst_10 : f32) outs(%17 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_20 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.rsqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %28 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<48x16xf32>) outs(%28 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %29 = linalg.fill ins(%cst_10 : f32) outs(%28 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_29 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %33 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_31 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_32 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_34 = linalg.transpose ins(%expanded_31 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_35 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %34 = tensor.empty() : tensor<4x8x8xf32>
    %35 = linalg.fill ins(%cst_10 : f32) outs(%34 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %36 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_37 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_19 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x2x8x8xf32>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<8x8xi8>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i8, %out: i1):
      %672 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %672 : i1
    } -> tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi1>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %672 = arith.xori %in, %true : i1
      linalg.yield %672 : i1
    } -> tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_16, %37 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %42 = tensor.empty() : tensor<2x2x8xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %44 = tensor.empty() : tensor<2x2x8xf32>
    %45 = linalg.fill ins(%cst_11 : f32) outs(%44 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x2x8x8xf32>) outs(%45, %43 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %672 = linalg.index 3 : index
      %673 = arith.index_cast %672 : index to i64
      %674 = arith.maximumf %in, %out : f32
      %675 = arith.cmpf ogt, %in, %out : f32
      %676 = arith.select %675, %673, %out_102 : i64
      linalg.yield %674, %676 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_38 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_38 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.exp %in : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %49 = tensor.empty() : tensor<2x2x8x1xf32>
    %50 = linalg.fill ins(%cst_10 : f32) outs(%49 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %53 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_41 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %54 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %55 = tensor.empty() : tensor<16x16xf32>
    %transposed_43 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %56 = linalg.fill ins(%cst_10 : f32) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %expanded_45 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_45 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %672 = arith.extf %in : f32 to f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %out : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.divf %in, %cst_21 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.subf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %64 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %out : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.divf %in, %cst_21 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %672 = arith.truncf %in : f64 to f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_20 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.rsqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %70 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %72 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %transposed_46 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%77 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %78 = linalg.fill ins(%cst_10 : f32) outs(%77 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %82 = tensor.empty() : tensor<2x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_23 : f32
      %673 = math.erf %672 : f32
      %674 = arith.addf %673, %cst_12 : f32
      %675 = arith.mulf %674, %cst_13 : f32
      %676 = arith.mulf %in, %675 : f32
      linalg.yield %676 : f32
    } -> tensor<2x8x64xf32>
    %84 = tensor.empty() : tensor<64x16xf32>
    %transposed_49 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %85 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %expanded_51 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_51 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %672 = arith.extf %in : f32 to f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %out : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.divf %in, %cst_21 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.subf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x16xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %out : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.divf %in, %cst_21 : f64
      linalg.yield %672 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %672 = arith.truncf %in : f64 to f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_20 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.rsqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %98 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %105 = tensor.empty() : tensor<16x32xf32>
    %transposed_52 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%105 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %106 = linalg.fill ins(%cst_10 : f32) outs(%105 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%106 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_54 = tensor.collapse_shape %arg65 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %108 = tensor.empty() : tensor<16xi64>
    %109 = linalg.fill ins(%c0_i64 : i64) outs(%108 : tensor<16xi64>) -> tensor<16xi64>
    %110 = tensor.empty() : tensor<16xf32>
    %111 = linalg.fill ins(%cst_11 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %112:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<16x32xf32>) outs(%111, %109 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %672 = linalg.index 1 : index
      %673 = arith.index_cast %672 : index to i64
      %674 = arith.maximumf %in, %out : f32
      %675 = arith.cmpf ogt, %in, %out : f32
      %676 = arith.select %675, %673, %out_102 : i64
      linalg.yield %674, %676 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_55 = tensor.expand_shape %112#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %expanded_55 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.exp %in : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %115 = tensor.empty() : tensor<16x1xf32>
    %116 = linalg.fill ins(%cst_10 : f32) outs(%115 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%114 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<16x1xf32>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.log %in : f32
      linalg.yield %672 : f32
    } -> tensor<16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %118 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %120 = tensor.empty() : tensor<16xi1>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_54 : tensor<16xi64>) outs(%120 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %672 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %672 : i1
    } -> tensor<16xi1>
    %122 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %collapsed_54, %cst_25 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%108 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_102: i64, %in_103: i64, %out: i64):
      %672 = arith.select %in, %in_102, %in_103 : i64
      linalg.yield %672 : i64
    } -> tensor<16xi64>
    %expanded_56 = tensor.expand_shape %122 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_56 : tensor<16x1xi64>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %672 = linalg.index 0 : index
      %673 = arith.index_cast %in : i64 to index
      %674 = arith.cmpi slt, %673, %c32 : index
      cf.assert %674, "index must be smaller than dim size"
      %675 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %675, "index must be larger or equal to 0"
      %extracted = tensor.extract %119[%672, %673] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_57 = tensor.collapse_shape %123 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.negf %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %124, %cst_15 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %126 = tensor.empty() : tensor<i64>
    %127 = linalg.fill ins(%c0_i64 : i64) outs(%126 : tensor<i64>) -> tensor<i64>
    %128 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%121 : tensor<16xi1>) outs(%127 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %672 = arith.extui %in : i1 to i64
      %673 = arith.addi %672, %out : i64
      linalg.yield %673 : i64
    } -> tensor<i64>
    %129 = tensor.empty() : tensor<f32>
    %130 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%128 : tensor<i64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %672 = arith.sitofp %in : i64 to f32
      linalg.yield %672 : f32
    } -> tensor<f32>
    %131 = linalg.fill ins(%cst_10 : f32) outs(%129 : tensor<f32>) -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%125 : tensor<16xf32>) outs(%131 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%132, %130 : tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<f32>
    %expanded_58 = tensor.expand_shape %collapsed_54 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %134 = tensor.empty() : tensor<32xi64>
    %135 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%134 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %672 = linalg.index 0 : index
      %673 = arith.index_cast %672 : index to i64
      linalg.yield %673 : i64
    } -> tensor<32xi64>
    %136 = tensor.empty() : tensor<16x32xi1>
    %137 = linalg.generic {indexing_maps = [#map14, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_58, %135 : tensor<16x1xi64>, tensor<32xi64>) outs(%136 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %672 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %672 : i1
    } -> tensor<16x32xi1>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<16x32xi1>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %672 = arith.uitofp %in : i1 to f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.negf %in : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %expanded_59 = tensor.expand_shape %121 [[0, 1]] output_shape [16, 1] : tensor<16xi1> into tensor<16x1xi1>
    %140 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_59 : tensor<16x1xi1>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %672 = arith.uitofp %in : i1 to f32
      linalg.yield %672 : f32
    } -> tensor<16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %130 : tensor<16x32xf32>, tensor<f32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_14 : tensor<16x32xf32>, tensor<f32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.exp %in : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%143 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %146 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %148 = tensor.empty() : tensor<32x16xf32>
    %transposed_60 = linalg.transpose ins(%147 : tensor<16x32xf32>) outs(%148 : tensor<32x16xf32>) permutation = [1, 0] 
    %149 = linalg.fill ins(%cst_10 : f32) outs(%148 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %150 = linalg.matmul ins(%transposed_60, %collapsed_53 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%149 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %151 = linalg.matmul ins(%147, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_61 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.mulf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %156 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %157 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %163 = linalg.fill ins(%cst_10 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%162 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_61 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %collapsed_62 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %166 = linalg.matmul ins(%collapsed_62, %arg12 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_63 = linalg.transpose ins(%collapsed_62 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %167 = linalg.matmul ins(%transposed_63, %collapsed_50 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %168 = tensor.empty() : tensor<1x16xf32>
    %169 = linalg.fill ins(%cst_10 : f32) outs(%168 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<16x16xf32>) outs(%169 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<1x16xf32>
    %collapsed_64 = tensor.collapse_shape %170 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_65 = tensor.expand_shape %166 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_18 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.erf %in : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %cst_12 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.mulf %in, %cst_13 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %expanded_48 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.mulf %in, %cst_24 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.exp %in : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_17 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x8x64xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %178 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %179 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %180 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_66 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %182 = linalg.matmul ins(%collapsed_66, %arg10 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %183 = linalg.fill ins(%cst_10 : f32) outs(%84 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %184 = linalg.matmul ins(%transposed_67, %collapsed_47 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%183 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %185 = tensor.empty() : tensor<1x64xf32>
    %186 = linalg.fill ins(%cst_10 : f32) outs(%185 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_66 : tensor<16x64xf32>) outs(%186 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<1x64xf32>
    %collapsed_68 = tensor.collapse_shape %187 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_69 = tensor.expand_shape %182 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.mulf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%188 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %192 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %190 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %193 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %195 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%198 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_69 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %197 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_70 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %202 = linalg.matmul ins(%collapsed_70, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_71 = linalg.transpose ins(%collapsed_70 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %203 = linalg.matmul ins(%transposed_71, %collapsed_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_70 : tensor<16x16xf32>) outs(%169 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<1x16xf32>
    %collapsed_72 = tensor.collapse_shape %204 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_73 = tensor.expand_shape %202 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_76 = linalg.transpose ins(%collapsed_39 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %205 = linalg.batch_matmul ins(%transposed_76, %collapsed_75 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_40 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %206 = linalg.batch_matmul ins(%collapsed_75, %transposed_77 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_78 = tensor.expand_shape %205 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_79 = tensor.expand_shape %206 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79, %52 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %208 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %211 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_15, %210 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<2x2x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_19 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_80 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_81 = linalg.transpose ins(%collapsed_35 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %213 = linalg.batch_matmul ins(%transposed_81, %collapsed_80 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_36 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %214 = linalg.batch_matmul ins(%collapsed_80, %transposed_82 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_83 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_84 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_85 = linalg.transpose ins(%expanded_78 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_87 = linalg.transpose ins(%expanded_83 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_89 = linalg.transpose ins(%expanded_84 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_90, %collapsed_88, %collapsed_86 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_91 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %215 = linalg.matmul ins(%collapsed_91, %arg4 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %216 = tensor.empty() : tensor<48x16xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_91 : tensor<16x48xf32>) outs(%216 : tensor<48x16xf32>) permutation = [1, 0] 
    %217 = linalg.fill ins(%cst_10 : f32) outs(%216 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %218 = linalg.matmul ins(%transposed_92, %collapsed : tensor<48x16xf32>, tensor<16x16xf32>) outs(%217 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %219 = tensor.empty() : tensor<1x48xf32>
    %220 = linalg.fill ins(%cst_10 : f32) outs(%219 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_91 : tensor<16x48xf32>) outs(%220 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<1x48xf32>
    %collapsed_93 = tensor.collapse_shape %221 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_94 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.mulf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %226 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %227 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.divf %in, %cst_22 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%232 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %231 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<2x8x16xf32>
    %236 = tensor.empty() : tensor<1x8x16xf32>
    %237 = linalg.fill ins(%cst_10 : f32) outs(%236 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "parallel", "parallel"]} ins(%235 : tensor<2x8x16xf32>) outs(%237 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.addf %in, %out : f32
      linalg.yield %672 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_95 = tensor.collapse_shape %238 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %expanded_96 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %239 = linalg.generic {indexing_maps = [#map14, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_96, %3 : tensor<8x1xi64>, tensor<8xi64>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %672 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %672 : i1
    } -> tensor<8x8xi1>
    %240 = tensor.empty() : tensor<8x8xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<8x8xi1>) outs(%240 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %672 = arith.uitofp %in : i1 to f32
      linalg.yield %672 : f32
    } -> tensor<8x8xf32>
    %transposed_97 = linalg.transpose ins(%241 : tensor<8x8xf32>) outs(%240 : tensor<8x8xf32>) permutation = [1, 0] 
    %242 = linalg.fill ins(%cst_10 : f32) outs(%4 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %243 = linalg.matmul ins(%transposed_97, %collapsed_95 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%242 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_98 = tensor.collapse_shape %arg64 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_99 = tensor.expand_shape %collapsed_98 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %244 = linalg.generic {indexing_maps = [#map14, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_99, %135 : tensor<16x1xi64>, tensor<32xi64>) outs(%136 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %672 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %672 : i1
    } -> tensor<16x32xi1>
    %collapsed_100 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x32xi1>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %672 = arith.uitofp %in : i1 to f32
      linalg.yield %672 : f32
    } -> tensor<16x32xf32>
    %transposed_101 = linalg.transpose ins(%245 : tensor<16x32xf32>) outs(%148 : tensor<32x16xf32>) permutation = [1, 0] 
    %246 = linalg.matmul ins(%transposed_101, %collapsed_100 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%149 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %247 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %246 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %248 = "fsdp.all_reduce"(%247) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %249 = "fsdp.all_reduce"(%243) {grid = @dp, reduction = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %250 = "fsdp.all_reduce"(%233) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %251 = "fsdp.all_reduce"(%234) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %252 = "fsdp.all_reduce"(%218) {grid = @dp, reduction = 1 : i32} : (tensor<48x16xf32>) -> tensor<48x16xf32>
    %253 = "fsdp.all_reduce"(%collapsed_93) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %254 = "fsdp.all_reduce"(%203) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %255 = "fsdp.all_reduce"(%collapsed_72) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %256 = "fsdp.all_reduce"(%199) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %257 = "fsdp.all_reduce"(%200) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %258 = "fsdp.all_reduce"(%184) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %259 = "fsdp.all_reduce"(%collapsed_68) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %260 = "fsdp.all_reduce"(%167) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %261 = "fsdp.all_reduce"(%collapsed_64) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %262 = "fsdp.all_reduce"(%164) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %263 = "fsdp.all_reduce"(%165) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %264 = "fsdp.all_reduce"(%133) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %265 = tensor.empty() : tensor<f64>
    %266 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg48 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %267 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.absf %in : f32
      linalg.yield %672 : f32
    } -> tensor<f32>
    %268 = tensor.empty() : tensor<i1>
    %269 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%267 : tensor<f32>) outs(%268 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %672 = arith.extf %in : f32 to f64
      %673 = arith.cmpf oge, %672, %cst_0 : f64
      linalg.yield %673 : i1
    } -> tensor<i1>
    %270 = linalg.generic {indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = []} ins(%269, %cst_7, %cst_6 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<f32>
    %271 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %248, %arg16 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248, %arg16 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %273 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %272 : tensor<f32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%273, %271 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<32x16xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<32x16xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%276, %248 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %277 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %279 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%266 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %280 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %279 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %281 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%266 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %282 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %281 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %283 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%280 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %284 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%283 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %285 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%284 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %286 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%282 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %288 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%286, %285 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %289 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %288 : tensor<32x16xf32>, tensor<f64>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<32x16xf32>
    %290 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%285 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %291 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%290 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %292 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%289, %291 : tensor<32x16xf32>, tensor<f64>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<32x16xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %292 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %294 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %293 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<32x16xf32>
    %295 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg49 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %296 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %249, %arg17 : tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249, %arg17 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %297 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%298, %296 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %300 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<8x16xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%301, %249 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %303 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%300, %302 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %304 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%295 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %305 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %304 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %306 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%295 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %307 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %306 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %308 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%305 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %309 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%308 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %310 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%309 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %311 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%307 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %312 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %313 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%311, %310 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %314 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%312, %313 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%310 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %316 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%315 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %317 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%314, %316 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%299, %317 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %318 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg50 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %321 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %250, %arg18 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %322 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%250, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %323 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %322 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %324 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%323, %321 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%250 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %327 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%326, %250 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%325, %327 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %329 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%320 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %330 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %329 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %331 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%320 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %332 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %331 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %333 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%330 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %334 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%333 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %335 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%334 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %336 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%332 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%328 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %338 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%336, %335 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %339 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%337, %338 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %340 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%335 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %341 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%340 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %342 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%339, %341 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%324, %342 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %343 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %345 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg51 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %346 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %251, %arg19 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%251, %arg19 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %348 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %347 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %349 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%348, %346 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %350 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %351 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%251 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%351, %251 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%350, %352 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %354 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%345 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %355 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %354 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %356 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%345 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %357 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %356 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %358 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%355 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %359 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%358 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %360 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%359 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %361 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%357 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%353 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %363 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%361, %360 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %364 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%362, %363 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%360 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %366 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%365 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %367 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%364, %366 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%349, %367 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %368 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %370 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg52 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %371 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %252, %arg20 : tensor<i1>, tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252, %arg20 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %373 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %372 : tensor<f32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %374 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%373, %371 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48x16xf32>
    %376 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48x16xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%376, %252 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%375, %377 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %379 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%370 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %380 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %379 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %381 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%370 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %382 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %381 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %383 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%380 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %384 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%383 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %385 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%384 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %386 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%382 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %388 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%386, %385 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %389 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%387, %388 : tensor<48x16xf32>, tensor<f64>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48x16xf32>
    %390 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%385 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %391 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%390 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %392 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%389, %391 : tensor<48x16xf32>, tensor<f64>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48x16xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%374, %392 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %393 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48x16xf32>
    %395 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg53 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %396 = tensor.empty() : tensor<48xf32>
    %397 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %253, %arg21 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%253, %arg21 : tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %399 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %398 : tensor<f32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%399, %397 : tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%253 : tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48xf32>
    %403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%402, %253 : tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %404 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%401, %403 : tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %405 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%395 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %406 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %405 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %407 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%395 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %408 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %407 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %409 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%406 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %410 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%409 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %411 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%410 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %412 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%408 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%404 : tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %414 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%412, %411 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %415 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%413, %414 : tensor<48xf32>, tensor<f64>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48xf32>
    %416 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%411 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %417 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%416 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %418 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%415, %417 : tensor<48xf32>, tensor<f64>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<48xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %418 : tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %419 : tensor<48xf32>, tensor<48xf32>) outs(%396 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<48xf32>
    %421 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg54 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %422 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %254, %arg22 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254, %arg22 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %424 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %423 : tensor<f32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %425 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%424, %422 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %426 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x16xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x16xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %254 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %429 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%426, %428 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %430 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%421 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %431 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %430 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %432 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%421 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %433 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %432 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %434 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%431 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %435 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%434 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %436 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%435 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %437 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%433 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %438 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %439 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%437, %436 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %440 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%438, %439 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%436 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %442 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%441 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %443 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%440, %442 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%425, %443 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %444 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x16xf32>
    %446 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg55 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %447 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %255, %arg23 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %448 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%255, %arg23 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %449 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %448 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%449, %447 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%255 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%452, %255 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%451, %453 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %455 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%446 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %456 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %455 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %457 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%446 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %458 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %457 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %459 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%456 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %460 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%459 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %461 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%460 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %462 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%458 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %464 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%462, %461 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %465 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%463, %464 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%461 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %467 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%466 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %468 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%465, %467 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %468 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %469 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %471 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg56 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %472 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %256, %arg24 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%256, %arg24 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %474 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %473 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%474, %472 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%256 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%477, %256 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%476, %478 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %480 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%471 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %481 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %480 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %482 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%471 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %483 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %482 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %484 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%481 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %485 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%484 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %486 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%485 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %487 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%483 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%479 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %489 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%487, %486 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %490 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%488, %489 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %491 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%486 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %492 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%491 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %493 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%490, %492 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %494 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%475, %493 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %495 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %494 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %496 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg57 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %497 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %257, %arg25 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%257, %arg25 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %498 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%499, %497 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%257 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %503 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%502, %257 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%501, %503 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %505 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%496 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %506 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %505 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %507 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%496 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %508 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %507 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %509 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%506 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %510 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%509 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %511 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%510 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %512 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%508 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %513 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%504 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %514 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%512, %511 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %515 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%513, %514 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %516 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%511 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %517 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%516 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %518 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%515, %517 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %519 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%500, %518 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %519 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %521 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg58 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %522 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %258, %arg26 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %523 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%258, %arg26 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %524 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %523 : tensor<f32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%524, %522 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %526 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64x16xf32>
    %527 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64x16xf32>
    %528 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%527, %258 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %529 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%526, %528 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %530 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%521 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %531 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %530 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %532 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%521 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %533 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %532 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %534 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%531 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %535 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%534 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %536 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%535 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %537 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%533 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %538 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%529 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %539 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%537, %536 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %540 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%538, %539 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64x16xf32>
    %541 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%536 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %542 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%541 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %543 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%540, %542 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64x16xf32>
    %544 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%525, %543 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %545 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %544 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64x16xf32>
    %546 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg59 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %547 = tensor.empty() : tensor<64xf32>
    %548 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %259, %arg27 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %549 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%259, %arg27 : tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %550 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %549 : tensor<f32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%550, %548 : tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64xf32>
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%259 : tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64xf32>
    %554 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%553, %259 : tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %555 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%552, %554 : tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %556 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%546 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %557 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %556 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %558 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%546 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %559 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %558 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %560 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%557 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %561 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%560 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %562 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%561 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %563 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%559 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %564 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%555 : tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %565 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%563, %562 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %566 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%564, %565 : tensor<64xf32>, tensor<f64>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64xf32>
    %567 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%562 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %568 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%567 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %569 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%566, %568 : tensor<64xf32>, tensor<f64>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<64xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%551, %569 : tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %570 : tensor<64xf32>, tensor<64xf32>) outs(%547 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<64xf32>
    %572 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg60 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %573 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %260, %arg28 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %574 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%260, %arg28 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %575 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %574 : tensor<f32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %576 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%575, %573 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %577 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x64xf32>
    %578 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x64xf32>
    %579 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%578, %260 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %580 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%577, %579 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %581 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%572 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %582 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %581 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %583 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%572 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %584 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %583 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %585 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%582 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %586 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%585 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %587 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%586 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %588 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%584 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %589 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%580 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %590 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%588, %587 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %591 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%589, %590 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x64xf32>
    %592 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%587 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %593 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%592 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %594 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%591, %593 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16x64xf32>
    %595 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%576, %594 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %595 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16x64xf32>
    %597 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg61 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %598 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %261, %arg29 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %599 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%261, %arg29 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %600 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %599 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %601 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%600, %598 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%261 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %604 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%603, %261 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%602, %604 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %606 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%597 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %607 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %606 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %608 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%597 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %609 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %608 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %610 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%607 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %611 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%610 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %612 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%611 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %613 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%609 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%605 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %615 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%613, %612 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %616 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%614, %615 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %617 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%612 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %618 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%617 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %619 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%616, %618 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%601, %619 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %620 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %622 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg62 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %623 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %262, %arg30 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%262, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %625 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %624 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%625, %623 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%262 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%628, %262 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%627, %629 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %631 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%622 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %632 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %631 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %633 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%622 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %634 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %633 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %635 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%632 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %636 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%635 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %637 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%636 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %638 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%634 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%630 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %640 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%638, %637 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %641 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%639, %640 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %642 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%637 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %643 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%642 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %644 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%641, %643 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %645 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%626, %644 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %646 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %645 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %647 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg63 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.addf %in, %cst_8 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %648 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%269, %263, %arg31 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %672 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.subf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %650 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %649 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %651 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%650, %648 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %652 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_1 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %653 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%263 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = arith.truncf %cst_2 : f64 to f32
      %673 = arith.mulf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %654 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%653, %263 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.mulf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %655 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%652, %654 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %656 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%647 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_3, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %657 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %656 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %658 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%647 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.powf %cst_1, %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %659 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %658 : tensor<i64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: i64, %in_102: f64, %out: f64):
      %672 = arith.sitofp %in : i64 to f64
      %673 = arith.subf %672, %in_102 : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %660 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%657 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %661 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%660 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_4 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %662 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%661 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.negf %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %663 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%659 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = math.sqrt %in : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %664 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%655 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %672 = math.sqrt %in : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %665 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%663, %662 : tensor<f64>, tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %672 = arith.mulf %in, %in_102 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %666 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%664, %665 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.divf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %667 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%662 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %672, "unimplemented: tensor with zero element"
      %673 = arith.divf %cst_8, %in : f64
      linalg.yield %673 : f64
    } -> tensor<f64>
    %668 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%667 : tensor<f64>) outs(%265 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %672 = arith.mulf %in, %cst_5 : f64
      linalg.yield %672 : f64
    } -> tensor<f64>
    %669 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%666, %668 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f64, %out: f32):
      %672 = arith.truncf %in_102 : f64 to f32
      %673 = arith.addf %in, %672 : f32
      linalg.yield %673 : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%651, %669 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.divf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %670 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %672 = arith.addf %in, %in_102 : f32
      linalg.yield %672 : f32
    } -> tensor<16xf32>
    return %294, %319, %344, %369, %394, %420, %445, %470, %495, %520, %545, %571, %596, %621, %646, %671, %274, %299, %324, %349, %374, %400, %425, %450, %475, %500, %525, %551, %576, %601, %626, %651, %278, %303, %328, %353, %378, %404, %429, %454, %479, %504, %529, %555, %580, %605, %630, %655, %266, %295, %320, %345, %370, %395, %421, %446, %471, %496, %521, %546, %572, %597, %622, %647, %264 : tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101"
    }
  }
#-}
