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
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 5.000000e-01 : f64
    %cst_2 = arith.constant 0.99899999999999999 : f64
    %cst_3 = arith.constant 0.0010000000000000009 : f64
    %cst_4 = arith.constant 9.000000e-01 : f64
    %cst_5 = arith.constant 1.000000e-08 : f64
    %cst_6 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_7 = arith.constant dense<-0.899999976> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e-02> : tensor<f64>
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
    %cst_14 = arith.constant -5.000000e-01 : f32
    %cst_15 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_17 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = arith.constant 2.8284271247461903 : f64
    %cst_19 = arith.constant 1.000000e-05 : f64
    %cst_20 = arith.constant 1.600000e+01 : f64
    %cst_21 = arith.constant 1.600000e+01 : f32
    %cst_22 = arith.constant 1.41421354 : f32
    %cst_23 = arith.constant 0.398942292 : f32
    %c32_i64 = arith.constant 32 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-32_i64 = arith.constant -32 : i64
    %c31_i64 = arith.constant 31 : i64
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<32x16xf32>
    %cst_26 = arith.constant dense<0> : tensor<i64>
    %cst_27 = arith.constant dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %645 = arith.index_cast %in : i64 to index
      %646 = linalg.index 2 : index
      %647 = arith.cmpi slt, %645, %c32 : index
      cf.assert %647, "index must be smaller than dim size"
      %648 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %648, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%645, %646] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %645 = linalg.index 0 : index
      %646 = arith.index_cast %645 : index to i64
      linalg.yield %646 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %645 = arith.index_cast %in : i64 to index
      %646 = linalg.index 1 : index
      %647 = arith.cmpi slt, %645, %c8 : index
      cf.assert %647, "index must be smaller than dim size"
      %648 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %648, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%645, %646] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x16xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %645 = arith.extf %in : f32 to f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %9 = tensor.empty() : tensor<2x8x1xf64>
    %10 = linalg.fill ins(%cst_9 : f64) outs(%9 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %out : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.divf %in, %cst_20 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.subf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.mulf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %out : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.divf %in, %cst_20 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst_10 : f32) outs(%17 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_19 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.rsqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
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
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_29 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %33 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_32 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_33 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_35 = linalg.transpose ins(%expanded_32 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_36 = tensor.collapse_shape %transposed_31 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %34 = tensor.empty() : tensor<4x8x8xf32>
    %35 = linalg.fill ins(%cst_10 : f32) outs(%34 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %36 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_38 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_18 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<2x2x8x8xf32>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_27 : tensor<8x8xi8>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i8, %out: i1):
      %645 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %645 : i1
    } -> tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi1>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %645 = arith.xori %in, %true : i1
      linalg.yield %645 : i1
    } -> tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_17, %37 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %42 = tensor.empty() : tensor<2x2x8xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %44 = tensor.empty() : tensor<2x2x8xf32>
    %45 = linalg.fill ins(%cst_11 : f32) outs(%44 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x2x8x8xf32>) outs(%45, %43 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_105: i64):
      %645 = linalg.index 3 : index
      %646 = arith.index_cast %645 : index to i64
      %647 = arith.maximumf %in, %out : f32
      %648 = arith.cmpf ogt, %in, %out : f32
      %649 = arith.select %648, %646, %out_105 : i64
      linalg.yield %647, %649 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_39 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_39 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.exp %in : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %49 = tensor.empty() : tensor<2x2x8x1xf32>
    %50 = linalg.fill ins(%cst_10 : f32) outs(%49 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %53 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_42 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %54 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_44 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %55 = tensor.empty() : tensor<16x16xf32>
    %transposed_45 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %56 = linalg.fill ins(%cst_10 : f32) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %expanded_46 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_46 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %645 = arith.extf %in : f32 to f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %out : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.divf %in, %cst_20 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.subf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %64 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.mulf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %out : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.divf %in, %cst_20 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_19 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.rsqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %70 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %72 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_47 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %transposed_48 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%77 : tensor<16x64xf32>) permutation = [1, 0] 
    %78 = linalg.fill ins(%cst_10 : f32) outs(%77 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %expanded_49 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %82 = tensor.empty() : tensor<2x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_22 : f32
      %646 = math.erf %645 : f32
      %647 = arith.addf %646, %cst_12 : f32
      %648 = arith.mulf %647, %cst_13 : f32
      %649 = arith.mulf %in, %648 : f32
      linalg.yield %649 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_50 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %84 = tensor.empty() : tensor<64x16xf32>
    %transposed_51 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%collapsed_50, %transposed_51 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %expanded_52 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_52 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %645 = arith.extf %in : f32 to f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %out : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.divf %in, %cst_20 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.subf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.mulf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x16xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %out : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.divf %in, %cst_20 : f64
      linalg.yield %645 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_19 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.rsqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %98 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %105 = tensor.empty() : tensor<16x32xf32>
    %transposed_53 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%105 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %106 = linalg.fill ins(%cst_10 : f32) outs(%105 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%106 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_55 = tensor.collapse_shape %arg65 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %108 = tensor.empty() : tensor<16xi64>
    %109 = linalg.fill ins(%c0_i64 : i64) outs(%108 : tensor<16xi64>) -> tensor<16xi64>
    %110 = tensor.empty() : tensor<16xf32>
    %111 = linalg.fill ins(%cst_11 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %112:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<16x32xf32>) outs(%111, %109 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_105: i64):
      %645 = linalg.index 1 : index
      %646 = arith.index_cast %645 : index to i64
      %647 = arith.maximumf %in, %out : f32
      %648 = arith.cmpf ogt, %in, %out : f32
      %649 = arith.select %648, %646, %out_105 : i64
      linalg.yield %647, %649 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_56 = tensor.expand_shape %112#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %expanded_56 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.exp %in : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %115 = tensor.empty() : tensor<16x1xf32>
    %116 = linalg.fill ins(%cst_10 : f32) outs(%115 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%114 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<16x1xf32>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.log %in : f32
      linalg.yield %645 : f32
    } -> tensor<16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %118 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %120 = tensor.empty() : tensor<16xi1>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_55 : tensor<16xi64>) outs(%120 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<16xi1>
    %122 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %collapsed_55, %cst_26 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%108 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_105: i64, %in_106: i64, %out: i64):
      %645 = arith.select %in, %in_105, %in_106 : i64
      linalg.yield %645 : i64
    } -> tensor<16xi64>
    %expanded_57 = tensor.expand_shape %122 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_57 : tensor<16x1xi64>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %645 = linalg.index 0 : index
      %646 = arith.index_cast %in : i64 to index
      %647 = arith.cmpi slt, %646, %c32 : index
      cf.assert %647, "index must be smaller than dim size"
      %648 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %648, "index must be larger or equal to 0"
      %extracted = tensor.extract %119[%645, %646] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_58 = tensor.collapse_shape %123 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_58 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.negf %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %124, %cst_16 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %126 = tensor.empty() : tensor<i64>
    %127 = linalg.fill ins(%c0_i64 : i64) outs(%126 : tensor<i64>) -> tensor<i64>
    %128 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%121 : tensor<16xi1>) outs(%127 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %645 = arith.extui %in : i1 to i64
      %646 = arith.addi %645, %out : i64
      linalg.yield %646 : i64
    } -> tensor<i64>
    %129 = tensor.empty() : tensor<f32>
    %130 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%128 : tensor<i64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %645 = arith.sitofp %in : i64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %131 = linalg.fill ins(%cst_10 : f32) outs(%129 : tensor<f32>) -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%125 : tensor<16xf32>) outs(%131 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%132, %130 : tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %expanded_59 = tensor.expand_shape %collapsed_55 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %134 = tensor.empty() : tensor<32xi64>
    %135 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%134 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %645 = linalg.index 0 : index
      %646 = arith.index_cast %645 : index to i64
      linalg.yield %646 : i64
    } -> tensor<32xi64>
    %136 = tensor.empty() : tensor<16x32xi1>
    %137 = linalg.generic {indexing_maps = [#map14, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_59, %135 : tensor<16x1xi64>, tensor<32xi64>) outs(%136 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_105: i64, %out: i1):
      %645 = arith.cmpi eq, %in, %in_105 : i64
      linalg.yield %645 : i1
    } -> tensor<16x32xi1>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<16x32xi1>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %645 = arith.uitofp %in : i1 to f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.negf %in : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %expanded_60 = tensor.expand_shape %121 [[0, 1]] output_shape [16, 1] : tensor<16xi1> into tensor<16x1xi1>
    %140 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_60 : tensor<16x1xi1>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %645 = arith.uitofp %in : i1 to f32
      linalg.yield %645 : f32
    } -> tensor<16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %130 : tensor<16x32xf32>, tensor<f32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_15 : tensor<16x32xf32>, tensor<f32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.exp %in : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%143 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %146 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x32xf32>
    %148 = tensor.empty() : tensor<32x16xf32>
    %transposed_61 = linalg.transpose ins(%147 : tensor<16x32xf32>) outs(%148 : tensor<32x16xf32>) permutation = [1, 0] 
    %149 = linalg.fill ins(%cst_10 : f32) outs(%148 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %150 = linalg.matmul ins(%transposed_61, %collapsed_54 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%149 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %151 = linalg.matmul ins(%147, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_62 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.mulf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %156 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %157 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %163 = linalg.fill ins(%cst_10 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%162 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_62 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %collapsed_63 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %166 = linalg.matmul ins(%collapsed_63, %arg12 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_63 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %167 = linalg.matmul ins(%transposed_64, %collapsed_50 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %168 = tensor.empty() : tensor<1x16xf32>
    %169 = linalg.fill ins(%cst_10 : f32) outs(%168 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_63 : tensor<16x16xf32>) outs(%169 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<1x16xf32>
    %collapsed_65 = tensor.collapse_shape %170 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_66 = tensor.expand_shape %166 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %expanded_49 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in_105, %in_105 : f32
      %646 = arith.mulf %645, %cst_14 : f32
      %647 = math.exp %646 : f32
      %648 = arith.divf %in_105, %cst_22 : f32
      %649 = math.erf %648 : f32
      %650 = arith.addf %649, %cst_12 : f32
      %651 = arith.mulf %650, %cst_13 : f32
      %652 = arith.mulf %647, %in_105 : f32
      %653 = arith.mulf %652, %cst_23 : f32
      %654 = arith.addf %653, %651 : f32
      %655 = arith.mulf %in, %654 : f32
      linalg.yield %655 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_67 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %172 = linalg.matmul ins(%collapsed_67, %arg10 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_68 = linalg.transpose ins(%collapsed_67 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %173 = linalg.fill ins(%cst_10 : f32) outs(%84 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %174 = linalg.matmul ins(%transposed_68, %collapsed_47 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%173 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %175 = tensor.empty() : tensor<1x64xf32>
    %176 = linalg.fill ins(%cst_10 : f32) outs(%175 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_67 : tensor<16x64xf32>) outs(%176 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<1x64xf32>
    %collapsed_69 = tensor.collapse_shape %177 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_70 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.mulf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%178 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %182 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %180 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %183 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %185 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%188 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_70 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %187 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_71 = tensor.collapse_shape %191 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %192 = linalg.matmul ins(%collapsed_71, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_72 = linalg.transpose ins(%collapsed_71 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %193 = linalg.matmul ins(%transposed_72, %collapsed_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_71 : tensor<16x16xf32>) outs(%169 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<1x16xf32>
    %collapsed_73 = tensor.collapse_shape %194 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_74 = tensor.expand_shape %192 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_40 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %195 = linalg.batch_matmul ins(%transposed_77, %collapsed_76 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_78 = linalg.transpose ins(%collapsed_41 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %196 = linalg.batch_matmul ins(%collapsed_76, %transposed_78 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_79 = tensor.expand_shape %195 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_80 = tensor.expand_shape %196 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80, %52 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %198 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%197 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %198 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %200 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %199 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %201 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_16, %200 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<2x2x8x8xf32>
    %202 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_18 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_81 = tensor.collapse_shape %202 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_36 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %203 = linalg.batch_matmul ins(%transposed_82, %collapsed_81 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_37 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %204 = linalg.batch_matmul ins(%collapsed_81, %transposed_83 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_84 = tensor.expand_shape %203 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_85 = tensor.expand_shape %204 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_86 = linalg.transpose ins(%expanded_79 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_88 = linalg.transpose ins(%expanded_84 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_90 = linalg.transpose ins(%expanded_85 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_91, %collapsed_89, %collapsed_87 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_92 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %205 = linalg.matmul ins(%collapsed_92, %arg4 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %206 = tensor.empty() : tensor<48x16xf32>
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<16x48xf32>) outs(%206 : tensor<48x16xf32>) permutation = [1, 0] 
    %207 = linalg.fill ins(%cst_10 : f32) outs(%206 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %208 = linalg.matmul ins(%transposed_93, %collapsed : tensor<48x16xf32>, tensor<16x16xf32>) outs(%207 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %209 = tensor.empty() : tensor<1x48xf32>
    %210 = linalg.fill ins(%cst_10 : f32) outs(%209 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<16x48xf32>) outs(%210 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<1x48xf32>
    %collapsed_94 = tensor.collapse_shape %211 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_95 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.mulf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%212 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%215 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %216 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %214 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %217 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.divf %in, %cst_21 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x1xf32>
    %221 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%222 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_95 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %221 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %226 = tensor.empty() : tensor<1x8x16xf32>
    %227 = linalg.fill ins(%cst_10 : f32) outs(%226 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "parallel", "parallel"]} ins(%225 : tensor<2x8x16xf32>) outs(%227 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.addf %in, %out : f32
      linalg.yield %645 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_96 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %229 = tensor.empty() : tensor<8xi1>
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%229 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<8xi1>
    %231 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%229 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<8xi1>
    %232 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%230, %231 : tensor<8xi1>, tensor<8xi1>) outs(%229 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %645 = arith.andi %in, %in_105 : i1
      linalg.yield %645 : i1
    } -> tensor<8xi1>
    %233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%229 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<8xi1>
    %234 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%232, %233 : tensor<8xi1>, tensor<8xi1>) outs(%229 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %645 = arith.andi %in, %in_105 : i1
      linalg.yield %645 : i1
    } -> tensor<8xi1>
    %expanded_97 = tensor.expand_shape %234 [[0, 1]] output_shape [8, 1] : tensor<8xi1> into tensor<8x1xi1>
    %235 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%2 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %645 = arith.maxsi %in, %c-8_i64 : i64
      %646 = arith.minsi %645, %c7_i64 : i64
      linalg.yield %646 : i64
    } -> tensor<8xi64>
    %236 = tensor.empty() : tensor<8x1xi1>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_97 : tensor<8x1xi1>) outs(%236 : tensor<8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %645 = arith.xori %in, %true : i1
      linalg.yield %645 : i1
    } -> tensor<8x1xi1>
    %238 = linalg.generic {indexing_maps = [#map14, #map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%237, %cst_16, %collapsed_96 : tensor<8x1xi1>, tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %expanded_98 = tensor.expand_shape %235 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_99 = tensor.expand_shape %238 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %239 = scf.for %arg66 = %c0 to %c8 step %c1 iter_args(%arg67 = %cst_24) -> (tensor<8x16xf32>) {
      %extracted = tensor.extract %expanded_98[%arg66, %c0] : tensor<8x1xi64>
      %645 = arith.index_cast %extracted : i64 to index
      %646 = arith.addi %645, %c8 : index
      %647 = arith.cmpi slt, %645, %c0 : index
      %648 = arith.select %647, %646, %645 : index
      %649 = arith.cmpi ult, %648, %c8 : index
      cf.assert %649, "index out of range in a scatter of __grads_scatter0"
      %extracted_slice_105 = tensor.extract_slice %expanded_99[%arg66, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<8x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_106 = tensor.extract_slice %arg67[%648, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      %650 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_105, %extracted_slice_106 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_106 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_107: f32, %out: f32):
        %651 = arith.addf %in_107, %in : f32
        linalg.yield %651 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %650 into %arg67[%648, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      scf.yield %inserted_slice : tensor<8x16xf32>
    }
    %240 = tensor.empty() : tensor<2x8xi1>
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%240 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<2x8xi1>
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%240 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<2x8xi1>
    %243 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%241, %242 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%240 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %645 = arith.andi %in, %in_105 : i1
      linalg.yield %645 : i1
    } -> tensor<2x8xi1>
    %244 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%240 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %645 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %645 : i1
    } -> tensor<2x8xi1>
    %245 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%243, %244 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%240 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %645 = arith.andi %in, %in_105 : i1
      linalg.yield %645 : i1
    } -> tensor<2x8xi1>
    %expanded_100 = tensor.expand_shape %245 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %246 = tensor.empty() : tensor<2x8xi64>
    %247 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%246 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %645 = arith.maxsi %in, %c-32_i64 : i64
      %646 = arith.minsi %645, %c31_i64 : i64
      linalg.yield %646 : i64
    } -> tensor<2x8xi64>
    %248 = tensor.empty() : tensor<2x8x1xi1>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<2x8x1xi1>) outs(%248 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %645 = arith.xori %in, %true : i1
      linalg.yield %645 : i1
    } -> tensor<2x8x1xi1>
    %250 = linalg.generic {indexing_maps = [#map6, #map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %cst_16, %225 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_101 = tensor.collapse_shape %247 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_102 = tensor.expand_shape %collapsed_101 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_103 = tensor.collapse_shape %250 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_104 = tensor.expand_shape %collapsed_103 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %251 = scf.for %arg66 = %c0 to %c16 step %c1 iter_args(%arg67 = %cst_25) -> (tensor<32x16xf32>) {
      %extracted = tensor.extract %expanded_102[%arg66, %c0] : tensor<16x1xi64>
      %645 = arith.index_cast %extracted : i64 to index
      %646 = arith.addi %645, %c32 : index
      %647 = arith.cmpi slt, %645, %c0 : index
      %648 = arith.select %647, %646, %645 : index
      %649 = arith.cmpi ult, %648, %c32 : index
      cf.assert %649, "index out of range in a scatter of __grads_scatter1"
      %extracted_slice_105 = tensor.extract_slice %expanded_104[%arg66, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<16x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_106 = tensor.extract_slice %arg67[%648, 0] [1, 16] [1, 1] : tensor<32x16xf32> to tensor<1x16xf32>
      %650 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_105, %extracted_slice_106 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_106 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_107: f32, %out: f32):
        %651 = arith.addf %in_107, %in : f32
        linalg.yield %651 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %650 into %arg67[%648, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<32x16xf32>
      scf.yield %inserted_slice : tensor<32x16xf32>
    }
    %252 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %251 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %253 = "fsdp.all_reduce"(%252) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %254 = "fsdp.all_reduce"(%239) {grid = @dp, reduction = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %255 = "fsdp.all_reduce"(%223) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %256 = "fsdp.all_reduce"(%224) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %257 = "fsdp.all_reduce"(%208) {grid = @dp, reduction = 1 : i32} : (tensor<48x16xf32>) -> tensor<48x16xf32>
    %258 = "fsdp.all_reduce"(%collapsed_94) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %259 = "fsdp.all_reduce"(%193) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %260 = "fsdp.all_reduce"(%collapsed_73) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %261 = "fsdp.all_reduce"(%189) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %262 = "fsdp.all_reduce"(%190) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %263 = "fsdp.all_reduce"(%174) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %264 = "fsdp.all_reduce"(%collapsed_69) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %265 = "fsdp.all_reduce"(%167) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %266 = "fsdp.all_reduce"(%collapsed_65) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %267 = "fsdp.all_reduce"(%164) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %268 = "fsdp.all_reduce"(%165) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %269 = "fsdp.all_reduce"(%133) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %270 = tensor.empty() : tensor<f64>
    %271 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg48 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %272 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.absf %in : f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %273 = tensor.empty() : tensor<i1>
    %274 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%272 : tensor<f32>) outs(%273 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %645 = arith.extf %in : f32 to f64
      %646 = arith.cmpf oge, %645, %cst_1 : f64
      linalg.yield %646 : i1
    } -> tensor<i1>
    %275 = linalg.generic {indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = []} ins(%274, %cst_7, %cst_6 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %276 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %253, %arg16 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253, %arg16 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %278 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %277 : tensor<f32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%278, %276 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<32x16xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<32x16xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%281, %253 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%280, %282 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %284 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%271 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %285 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %284 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %286 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%271 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %287 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %286 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %288 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %285 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %289 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%287 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %291 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%290, %289 : tensor<32x16xf32>, tensor<f64>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<32x16xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<32x16xf32>
    %293 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%288 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %294 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%293 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %295 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%294, %279 : tensor<f32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%295, %292 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %296 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<32x16xf32>
    %298 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg49 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %299 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %254, %arg17 : tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %300 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254, %arg17 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %301 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %300 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%301, %299 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %303 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<8x16xf32>
    %304 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<8x16xf32>
    %305 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%304, %254 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %306 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%303, %305 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %307 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%298 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %308 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %307 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %309 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%298 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %310 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %309 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %311 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %308 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %312 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%310 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %313 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%306 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %312 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%314 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<8x16xf32>
    %316 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%311 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %317 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%316 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %318 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %302 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %315 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %319 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<8x16xf32>
    %321 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg50 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %322 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %255, %arg18 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %323 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%255, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %324 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %323 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %325 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%324, %322 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%255 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%327, %255 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%326, %328 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %330 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%321 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %331 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %330 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %332 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%321 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %333 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %332 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %334 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %331 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %335 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%333 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%329 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%336, %335 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%337 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %339 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%334 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %340 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%339 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %341 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%340, %325 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%341, %338 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %342 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %344 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg51 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %345 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %256, %arg19 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%256, %arg19 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %347 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %346 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %348 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%347, %345 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %349 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %350 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%256 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %351 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%350, %256 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%349, %351 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%344 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %354 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %353 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %355 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%344 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %356 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %355 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %357 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %354 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %358 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%356 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%352 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%359, %358 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%360 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %362 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%357 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %363 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%362 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %364 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %348 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %361 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %365 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %367 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg52 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %368 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %257, %arg20 : tensor<i1>, tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %369 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%257, %arg20 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %370 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %369 : tensor<f32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %371 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%370, %368 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48x16xf32>
    %373 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48x16xf32>
    %374 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%373, %257 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%372, %374 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %376 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%367 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %377 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %376 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %378 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%367 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %379 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %378 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %380 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %377 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %381 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%379 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %382 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%375 : tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%382, %381 : tensor<48x16xf32>, tensor<f64>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48x16xf32>
    %384 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48x16xf32>
    %385 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%380 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %386 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%385 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %387 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%386, %371 : tensor<f32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%387, %384 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %388 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%206 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48x16xf32>
    %390 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg53 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %391 = tensor.empty() : tensor<48xf32>
    %392 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %258, %arg21 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%258, %arg21 : tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %394 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %393 : tensor<f32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%394, %392 : tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%258 : tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%397, %258 : tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%396, %398 : tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %400 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%390 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %401 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %400 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %402 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%390 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %403 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %402 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %404 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %401 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %405 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%403 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %406 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %407 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%406, %405 : tensor<48xf32>, tensor<f64>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48xf32>
    %408 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%407 : tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<48xf32>
    %409 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%404 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %410 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%409 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %411 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%410, %395 : tensor<f32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%411, %408 : tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %412 : tensor<48xf32>, tensor<48xf32>) outs(%391 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<48xf32>
    %414 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg54 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %415 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %259, %arg22 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %416 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %arg22 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %417 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %416 : tensor<f32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %418 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%417, %415 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x16xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x16xf32>
    %421 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%420, %259 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %422 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%419, %421 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %423 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%414 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %424 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %423 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %425 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%414 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %426 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %425 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %427 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %424 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %428 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%426 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %429 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%422 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%429, %428 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x16xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x16xf32>
    %432 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%427 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %433 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%432 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %434 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %418 : tensor<f32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%434, %431 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %435 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x16xf32>
    %437 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg55 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %438 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %260, %arg23 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%260, %arg23 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %440 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %439 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%440, %438 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%260 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%443, %260 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%442, %444 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %446 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%437 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %447 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %446 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %448 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%437 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %449 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %448 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %450 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %447 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %451 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%449 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%445 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%452, %451 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%453 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %455 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%450 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %456 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%455 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %457 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%456, %441 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%457, %454 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %458 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %460 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg56 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %461 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %261, %arg24 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%261, %arg24 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %463 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %462 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%463, %461 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%261 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%466, %261 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%465, %467 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %469 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%460 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %470 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %469 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %471 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%460 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %472 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %471 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %473 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %470 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %474 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%472 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%468 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%475, %474 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%476 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %478 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%473 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %479 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%478 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %480 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%479, %464 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%480, %477 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %481 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %483 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg57 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %484 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %262, %arg25 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%262, %arg25 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %485 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%486, %484 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%262 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%489, %262 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%488, %490 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %492 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%483 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %493 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %492 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %494 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%483 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %495 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %494 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %496 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %493 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %497 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%495 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %498 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%491 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%498, %497 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%499 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%496 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %502 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%501 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %503 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%502, %487 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%503, %500 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %505 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %504 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %506 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg58 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %507 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %263, %arg26 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %508 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %arg26 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %509 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %508 : tensor<f32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %510 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%509, %507 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %511 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64x16xf32>
    %512 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64x16xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%512, %263 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %514 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%511, %513 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %515 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%506 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %516 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %515 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %517 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%506 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %518 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %517 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %519 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %516 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %520 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%518 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %521 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%514 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%521, %520 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64x16xf32>
    %523 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64x16xf32>
    %524 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%519 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %525 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%524 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %526 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%525, %510 : tensor<f32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %527 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%526, %523 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %528 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %527 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64x16xf32>
    %529 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg59 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %530 = tensor.empty() : tensor<64xf32>
    %531 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %264, %arg27 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %532 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%264, %arg27 : tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %533 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %532 : tensor<f32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%533, %531 : tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %535 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%264 : tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64xf32>
    %537 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%536, %264 : tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %538 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%535, %537 : tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %539 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%529 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %540 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %539 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %541 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%529 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %542 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %541 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %543 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %540 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %544 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%542 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%538 : tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %546 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%545, %544 : tensor<64xf32>, tensor<f64>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64xf32>
    %547 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%546 : tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<64xf32>
    %548 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%543 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %549 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%548 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %550 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%549, %534 : tensor<f32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%550, %547 : tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %552 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %551 : tensor<64xf32>, tensor<64xf32>) outs(%530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<64xf32>
    %553 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg60 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %554 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %265, %arg28 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%265, %arg28 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %556 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %555 : tensor<f32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %557 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%556, %554 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %558 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x64xf32>
    %559 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x64xf32>
    %560 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%559, %265 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %561 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%558, %560 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %562 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%553 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %563 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %562 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %564 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%553 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %565 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %564 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %566 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %563 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %567 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%565 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %568 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%561 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %569 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%568, %567 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x64xf32>
    %570 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%569 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16x64xf32>
    %571 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%566 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %572 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%571 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %573 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%572, %557 : tensor<f32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %574 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%573, %570 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %575 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %574 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16x64xf32>
    %576 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg61 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %577 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %266, %arg29 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %578 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %arg29 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %579 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %578 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %580 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%579, %577 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %582 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%266 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %583 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%582, %266 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %584 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%581, %583 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %585 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%576 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %586 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %585 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %587 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%576 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %588 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %587 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %589 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %586 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %590 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%588 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %591 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%584 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %592 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%591, %590 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %593 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%592 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %594 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%589 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %595 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%594 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %596 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%595, %580 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %597 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%596, %593 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %598 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %597 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %599 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg62 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %600 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %267, %arg30 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %601 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %602 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %601 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %603 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%602, %600 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %604 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%267 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %606 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%605, %267 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%604, %606 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %608 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%599 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %609 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %608 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %610 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%599 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %611 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %610 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %612 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %609 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %613 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%611 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%607 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %615 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%614, %613 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%615 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %617 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%612 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %618 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%617 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %619 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%618, %603 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%619, %616 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %620 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %622 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg63 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.addf %in, %cst_0 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %623 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %268, %arg31 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %645 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%268, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.subf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %625 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %624 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%625, %623 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_2 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%268 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_3 : f64 to f32
      %646 = arith.mulf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%628, %268 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%627, %629 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %631 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%622 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_4, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %632 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %631 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %633 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%622 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %cst_2, %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %634 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %633 : tensor<i64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: i64, %in_105: f64, %out: f64):
      %645 = arith.sitofp %in : i64 to f64
      %646 = arith.subf %645, %in_105 : f64
      linalg.yield %646 : f64
    } -> tensor<f64>
    %635 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_8, %632 : tensor<f64>, tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %645 = arith.divf %in, %in_105 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %636 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%634 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = math.powf %in, %cst_1 : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %637 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%630 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = math.sqrt %in : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %638 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%637, %636 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f64, %out: f32):
      %645 = arith.truncf %in_105 : f64 to f32
      %646 = arith.divf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%638 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %645 = arith.truncf %cst_5 : f64 to f32
      %646 = arith.addf %in, %645 : f32
      linalg.yield %646 : f32
    } -> tensor<16xf32>
    %640 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%635 : tensor<f64>) outs(%270 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %645 = arith.negf %in : f64
      linalg.yield %645 : f64
    } -> tensor<f64>
    %641 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%640 : tensor<f64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %645 = arith.truncf %in : f64 to f32
      linalg.yield %645 : f32
    } -> tensor<f32>
    %642 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%641, %626 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.mulf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%642, %639 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.divf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %643 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %645 = arith.addf %in, %in_105 : f32
      linalg.yield %645 : f32
    } -> tensor<16xf32>
    return %297, %320, %343, %366, %389, %413, %436, %459, %482, %505, %528, %552, %575, %598, %621, %644, %279, %302, %325, %348, %371, %395, %418, %441, %464, %487, %510, %534, %557, %580, %603, %626, %283, %306, %329, %352, %375, %399, %422, %445, %468, %491, %514, %538, %561, %584, %607, %630, %271, %298, %321, %344, %367, %390, %414, %437, %460, %483, %506, %529, %553, %576, %599, %622, %269 : tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101"
    }
  }
#-}
