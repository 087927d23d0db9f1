#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1) -> (d0)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0, d1) -> (0, d1)>
#map21 = affine_map<(d0, d1, d2) -> ()>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(%arg0: tensor<64x16xf32> {fsdp.state}, %arg1: tensor<8x16xf32> {fsdp.state}, %arg2: tensor<16xf32> {fsdp.state}, %arg3: tensor<16xf32> {fsdp.state}, %arg4: tensor<16x48xf32> {fsdp.state}, %arg5: tensor<48xf32> {fsdp.state}, %arg6: tensor<16x16xf32> {fsdp.state}, %arg7: tensor<16xf32> {fsdp.state}, %arg8: tensor<16xf32> {fsdp.state}, %arg9: tensor<16xf32> {fsdp.state}, %arg10: tensor<16x64xf32> {fsdp.state}, %arg11: tensor<64xf32> {fsdp.state}, %arg12: tensor<64x16xf32> {fsdp.state}, %arg13: tensor<16xf32> {fsdp.state}, %arg14: tensor<16xf32> {fsdp.state}, %arg15: tensor<16xf32> {fsdp.state}, %arg16: tensor<16x48xf32> {fsdp.state}, %arg17: tensor<48xf32> {fsdp.state}, %arg18: tensor<16x16xf32> {fsdp.state}, %arg19: tensor<16xf32> {fsdp.state}, %arg20: tensor<16xf32> {fsdp.state}, %arg21: tensor<16xf32> {fsdp.state}, %arg22: tensor<16x64xf32> {fsdp.state}, %arg23: tensor<64xf32> {fsdp.state}, %arg24: tensor<64x16xf32> {fsdp.state}, %arg25: tensor<16xf32> {fsdp.state}, %arg26: tensor<16xf32> {fsdp.state}, %arg27: tensor<16xf32> {fsdp.state}, %arg28: tensor<64x16xf32> {fsdp.state}, %arg29: tensor<8x16xf32> {fsdp.state}, %arg30: tensor<16xf32> {fsdp.state}, %arg31: tensor<16xf32> {fsdp.state}, %arg32: tensor<16x48xf32> {fsdp.state}, %arg33: tensor<48xf32> {fsdp.state}, %arg34: tensor<16x16xf32> {fsdp.state}, %arg35: tensor<16xf32> {fsdp.state}, %arg36: tensor<16xf32> {fsdp.state}, %arg37: tensor<16xf32> {fsdp.state}, %arg38: tensor<16x64xf32> {fsdp.state}, %arg39: tensor<64xf32> {fsdp.state}, %arg40: tensor<64x16xf32> {fsdp.state}, %arg41: tensor<16xf32> {fsdp.state}, %arg42: tensor<16xf32> {fsdp.state}, %arg43: tensor<16xf32> {fsdp.state}, %arg44: tensor<16x48xf32> {fsdp.state}, %arg45: tensor<48xf32> {fsdp.state}, %arg46: tensor<16x16xf32> {fsdp.state}, %arg47: tensor<16xf32> {fsdp.state}, %arg48: tensor<16xf32> {fsdp.state}, %arg49: tensor<16xf32> {fsdp.state}, %arg50: tensor<16x64xf32> {fsdp.state}, %arg51: tensor<64xf32> {fsdp.state}, %arg52: tensor<64x16xf32> {fsdp.state}, %arg53: tensor<16xf32> {fsdp.state}, %arg54: tensor<16xf32> {fsdp.state}, %arg55: tensor<16xf32> {fsdp.state}, %arg56: tensor<64x16xf32> {fsdp.state}, %arg57: tensor<8x16xf32> {fsdp.state}, %arg58: tensor<16xf32> {fsdp.state}, %arg59: tensor<16xf32> {fsdp.state}, %arg60: tensor<16x48xf32> {fsdp.state}, %arg61: tensor<48xf32> {fsdp.state}, %arg62: tensor<16x16xf32> {fsdp.state}, %arg63: tensor<16xf32> {fsdp.state}, %arg64: tensor<16xf32> {fsdp.state}, %arg65: tensor<16xf32> {fsdp.state}, %arg66: tensor<16x64xf32> {fsdp.state}, %arg67: tensor<64xf32> {fsdp.state}, %arg68: tensor<64x16xf32> {fsdp.state}, %arg69: tensor<16xf32> {fsdp.state}, %arg70: tensor<16xf32> {fsdp.state}, %arg71: tensor<16xf32> {fsdp.state}, %arg72: tensor<16x48xf32> {fsdp.state}, %arg73: tensor<48xf32> {fsdp.state}, %arg74: tensor<16x16xf32> {fsdp.state}, %arg75: tensor<16xf32> {fsdp.state}, %arg76: tensor<16xf32> {fsdp.state}, %arg77: tensor<16xf32> {fsdp.state}, %arg78: tensor<16x64xf32> {fsdp.state}, %arg79: tensor<64xf32> {fsdp.state}, %arg80: tensor<64x16xf32> {fsdp.state}, %arg81: tensor<16xf32> {fsdp.state}, %arg82: tensor<16xf32> {fsdp.state}, %arg83: tensor<16xf32> {fsdp.state}, %arg84: tensor<f64> {fsdp.state}, %arg85: tensor<f64> {fsdp.state}, %arg86: tensor<f64> {fsdp.state}, %arg87: tensor<f64> {fsdp.state}, %arg88: tensor<f64> {fsdp.state}, %arg89: tensor<f64> {fsdp.state}, %arg90: tensor<f64> {fsdp.state}, %arg91: tensor<f64> {fsdp.state}, %arg92: tensor<f64> {fsdp.state}, %arg93: tensor<f64> {fsdp.state}, %arg94: tensor<f64> {fsdp.state}, %arg95: tensor<f64> {fsdp.state}, %arg96: tensor<f64> {fsdp.state}, %arg97: tensor<f64> {fsdp.state}, %arg98: tensor<f64> {fsdp.state}, %arg99: tensor<f64> {fsdp.state}, %arg100: tensor<f64> {fsdp.state}, %arg101: tensor<f64> {fsdp.state}, %arg102: tensor<f64> {fsdp.state}, %arg103: tensor<f64> {fsdp.state}, %arg104: tensor<f64> {fsdp.state}, %arg105: tensor<f64> {fsdp.state}, %arg106: tensor<f64> {fsdp.state}, %arg107: tensor<f64> {fsdp.state}, %arg108: tensor<f64> {fsdp.state}, %arg109: tensor<f64> {fsdp.state}, %arg110: tensor<f64> {fsdp.state}, %arg111: tensor<f64> {fsdp.state}, %arg112: tensor<2x8xi64>, %arg113: tensor<2x8xi64>) -> (tensor<64x16xf32> {fsdp.updates = 0 : i64}, tensor<8x16xf32> {fsdp.updates = 1 : i64}, tensor<16xf32> {fsdp.updates = 2 : i64}, tensor<16xf32> {fsdp.updates = 3 : i64}, tensor<16x48xf32> {fsdp.updates = 4 : i64}, tensor<48xf32> {fsdp.updates = 5 : i64}, tensor<16x16xf32> {fsdp.updates = 6 : i64}, tensor<16xf32> {fsdp.updates = 7 : i64}, tensor<16xf32> {fsdp.updates = 8 : i64}, tensor<16xf32> {fsdp.updates = 9 : i64}, tensor<16x64xf32> {fsdp.updates = 10 : i64}, tensor<64xf32> {fsdp.updates = 11 : i64}, tensor<64x16xf32> {fsdp.updates = 12 : i64}, tensor<16xf32> {fsdp.updates = 13 : i64}, tensor<16xf32> {fsdp.updates = 14 : i64}, tensor<16xf32> {fsdp.updates = 15 : i64}, tensor<16x48xf32> {fsdp.updates = 16 : i64}, tensor<48xf32> {fsdp.updates = 17 : i64}, tensor<16x16xf32> {fsdp.updates = 18 : i64}, tensor<16xf32> {fsdp.updates = 19 : i64}, tensor<16xf32> {fsdp.updates = 20 : i64}, tensor<16xf32> {fsdp.updates = 21 : i64}, tensor<16x64xf32> {fsdp.updates = 22 : i64}, tensor<64xf32> {fsdp.updates = 23 : i64}, tensor<64x16xf32> {fsdp.updates = 24 : i64}, tensor<16xf32> {fsdp.updates = 25 : i64}, tensor<16xf32> {fsdp.updates = 26 : i64}, tensor<16xf32> {fsdp.updates = 27 : i64}, tensor<64x16xf32> {fsdp.updates = 28 : i64}, tensor<8x16xf32> {fsdp.updates = 29 : i64}, tensor<16xf32> {fsdp.updates = 30 : i64}, tensor<16xf32> {fsdp.updates = 31 : i64}, tensor<16x48xf32> {fsdp.updates = 32 : i64}, tensor<48xf32> {fsdp.updates = 33 : i64}, tensor<16x16xf32> {fsdp.updates = 34 : i64}, tensor<16xf32> {fsdp.updates = 35 : i64}, tensor<16xf32> {fsdp.updates = 36 : i64}, tensor<16xf32> {fsdp.updates = 37 : i64}, tensor<16x64xf32> {fsdp.updates = 38 : i64}, tensor<64xf32> {fsdp.updates = 39 : i64}, tensor<64x16xf32> {fsdp.updates = 40 : i64}, tensor<16xf32> {fsdp.updates = 41 : i64}, tensor<16xf32> {fsdp.updates = 42 : i64}, tensor<16xf32> {fsdp.updates = 43 : i64}, tensor<16x48xf32> {fsdp.updates = 44 : i64}, tensor<48xf32> {fsdp.updates = 45 : i64}, tensor<16x16xf32> {fsdp.updates = 46 : i64}, tensor<16xf32> {fsdp.updates = 47 : i64}, tensor<16xf32> {fsdp.updates = 48 : i64}, tensor<16xf32> {fsdp.updates = 49 : i64}, tensor<16x64xf32> {fsdp.updates = 50 : i64}, tensor<64xf32> {fsdp.updates = 51 : i64}, tensor<64x16xf32> {fsdp.updates = 52 : i64}, tensor<16xf32> {fsdp.updates = 53 : i64}, tensor<16xf32> {fsdp.updates = 54 : i64}, tensor<16xf32> {fsdp.updates = 55 : i64}, tensor<64x16xf32> {fsdp.updates = 56 : i64}, tensor<8x16xf32> {fsdp.updates = 57 : i64}, tensor<16xf32> {fsdp.updates = 58 : i64}, tensor<16xf32> {fsdp.updates = 59 : i64}, tensor<16x48xf32> {fsdp.updates = 60 : i64}, tensor<48xf32> {fsdp.updates = 61 : i64}, tensor<16x16xf32> {fsdp.updates = 62 : i64}, tensor<16xf32> {fsdp.updates = 63 : i64}, tensor<16xf32> {fsdp.updates = 64 : i64}, tensor<16xf32> {fsdp.updates = 65 : i64}, tensor<16x64xf32> {fsdp.updates = 66 : i64}, tensor<64xf32> {fsdp.updates = 67 : i64}, tensor<64x16xf32> {fsdp.updates = 68 : i64}, tensor<16xf32> {fsdp.updates = 69 : i64}, tensor<16xf32> {fsdp.updates = 70 : i64}, tensor<16xf32> {fsdp.updates = 71 : i64}, tensor<16x48xf32> {fsdp.updates = 72 : i64}, tensor<48xf32> {fsdp.updates = 73 : i64}, tensor<16x16xf32> {fsdp.updates = 74 : i64}, tensor<16xf32> {fsdp.updates = 75 : i64}, tensor<16xf32> {fsdp.updates = 76 : i64}, tensor<16xf32> {fsdp.updates = 77 : i64}, tensor<16x64xf32> {fsdp.updates = 78 : i64}, tensor<64xf32> {fsdp.updates = 79 : i64}, tensor<64x16xf32> {fsdp.updates = 80 : i64}, tensor<16xf32> {fsdp.updates = 81 : i64}, tensor<16xf32> {fsdp.updates = 82 : i64}, tensor<16xf32> {fsdp.updates = 83 : i64}, tensor<f64> {fsdp.updates = 84 : i64}, tensor<f64> {fsdp.updates = 85 : i64}, tensor<f64> {fsdp.updates = 86 : i64}, tensor<f64> {fsdp.updates = 87 : i64}, tensor<f64> {fsdp.updates = 88 : i64}, tensor<f64> {fsdp.updates = 89 : i64}, tensor<f64> {fsdp.updates = 90 : i64}, tensor<f64> {fsdp.updates = 91 : i64}, tensor<f64> {fsdp.updates = 92 : i64}, tensor<f64> {fsdp.updates = 93 : i64}, tensor<f64> {fsdp.updates = 94 : i64}, tensor<f64> {fsdp.updates = 95 : i64}, tensor<f64> {fsdp.updates = 96 : i64}, tensor<f64> {fsdp.updates = 97 : i64}, tensor<f64> {fsdp.updates = 98 : i64}, tensor<f64> {fsdp.updates = 99 : i64}, tensor<f64> {fsdp.updates = 100 : i64}, tensor<f64> {fsdp.updates = 101 : i64}, tensor<f64> {fsdp.updates = 102 : i64}, tensor<f64> {fsdp.updates = 103 : i64}, tensor<f64> {fsdp.updates = 104 : i64}, tensor<f64> {fsdp.updates = 105 : i64}, tensor<f64> {fsdp.updates = 106 : i64}, tensor<f64> {fsdp.updates = 107 : i64}, tensor<f64> {fsdp.updates = 108 : i64}, tensor<f64> {fsdp.updates = 109 : i64}, tensor<f64> {fsdp.updates = 110 : i64}, tensor<f64> {fsdp.updates = 111 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 9.999900e-01 : f64
    %cst_1 = arith.constant 5.000000e-01 : f64
    %cst_2 = arith.constant 0.99899999999999999 : f64
    %cst_3 = arith.constant 0.0010000000000000009 : f64
    %cst_4 = arith.constant 9.000000e-01 : f64
    %cst_5 = arith.constant 1.000000e-08 : f64
    %cst_6 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_7 = arith.constant dense<-0.899999976> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e-03> : tensor<f64>
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %cst_9 = arith.constant 0.000000e+00 : f64
    %cst_10 = arith.constant 0.000000e+00 : f32
    %cst_11 = arith.constant 0xFF800000 : f32
    %false = arith.constant false
    %true = arith.constant true
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_15 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_16 = arith.constant 0.79788456080286541 : f64
    %cst_17 = arith.constant 4.471500e-02 : f64
    %cst_18 = arith.constant 0.59460355750136051 : f64
    %cst_19 = arith.constant 0xFFF0000000000000 : f64
    %cst_20 = arith.constant 1.000000e-05 : f64
    %cst_21 = arith.constant 1.600000e+01 : f64
    %cst_22 = arith.constant 1.600000e+01 : f32
    %cst_23 = arith.constant 5.000000e-01 : f32
    %cst_24 = arith.constant 1.000000e+00 : f32
    %cst_25 = arith.constant 3.000000e+00 : f32
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %cst_27 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_28 = arith.constant dense<0> : tensor<i64>
    %cst_29 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1120 = arith.index_cast %in : i64 to index
      %1121 = linalg.index 2 : index
      %1122 = arith.cmpi slt, %1120, %c64 : index
      cf.assert %1122, "index must be smaller than dim size"
      %1123 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1123, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1120, %1121] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1120 = linalg.index 0 : index
      %1121 = arith.index_cast %1120 : index to i64
      linalg.yield %1121 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1120 = arith.index_cast %in : i64 to index
      %1121 = linalg.index 2 : index
      %1122 = arith.cmpi slt, %1120, %c8 : index
      cf.assert %1122, "index must be smaller than dim size"
      %1123 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1123, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1120, %1121] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<1x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %expanded_30 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_31 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %7 = tensor.empty() : tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_30 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%7 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_176: i64, %out: i1):
      %1120 = arith.cmpi sle, %in, %in_176 : i64
      linalg.yield %1120 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<2x1x8x8xi1>
    %collapsed = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%9 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x8x16xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1120 = arith.extf %in : f32 to f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %13 = tensor.empty() : tensor<2x8x1xf64>
    %14 = linalg.fill ins(%cst_9 : f64) outs(%13 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %16 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.subf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %17 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.mulf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %21 = tensor.empty() : tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf64>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.fill ins(%cst_10 : f32) outs(%21 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_20 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.rsqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %25 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_32 = tensor.collapse_shape %31 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %32 = tensor.empty() : tensor<16x48xf32>
    %33 = linalg.fill ins(%cst_10 : f32) outs(%32 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %34 = linalg.matmul ins(%collapsed_32, %arg4 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%33 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %35 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %36 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %expanded_33 = tensor.expand_shape %36 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded_33[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_33[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_35 = tensor.extract_slice %expanded_33[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_36 = tensor.expand_shape %extracted_slice_34 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_37 = tensor.expand_shape %extracted_slice_35 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %37 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_37 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_38 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %38 = tensor.empty() : tensor<2x1x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map12, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_14, %cst_15 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%38 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x1x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_39 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_36 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %42 = tensor.empty() : tensor<4x8x8xf32>
    %43 = linalg.fill ins(%cst_10 : f32) outs(%42 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %44 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_43 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %39 : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %46 = tensor.empty() : tensor<2x2x8xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %48 = tensor.empty() : tensor<2x2x8xf32>
    %49 = linalg.fill ins(%cst_11 : f32) outs(%48 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %50:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x8x8xf32>) outs(%49, %47 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_176: i64):
      %1120 = linalg.index 3 : index
      %1121 = arith.index_cast %1120 : index to i64
      %1122 = arith.maximumf %in, %out : f32
      %1123 = arith.cmpf ogt, %in, %out : f32
      %1124 = arith.select %1123, %1121, %out_176 : i64
      linalg.yield %1122, %1124 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_44 = tensor.expand_shape %50#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_44 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.exp %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %53 = tensor.empty() : tensor<2x2x8x1xf32>
    %54 = linalg.fill ins(%cst_10 : f32) outs(%53 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %57 = tensor.empty() : tensor<2x2x8x8xi1>
    %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1120 = arith.extf %in : f32 to f64
      %1121 = arith.cmpf oeq, %1120, %cst_19 : f64
      linalg.yield %1121 : i1
    } -> tensor<2x2x8x8xi1>
    %59 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x2x8x8xi1>) outs(%57 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1120 : i1
    } -> tensor<2x2x8x8xi1>
    %60 = tensor.empty() : tensor<2x2x8x1xi1>
    %61 = linalg.fill ins(%false : i1) outs(%60 : tensor<2x2x8x1xi1>) -> tensor<2x2x8x1xi1>
    %62 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<2x2x8x8xi1>) outs(%61 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.ori %in, %out : i1
      linalg.yield %1120 : i1
    } -> tensor<2x2x8x1xi1>
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x2x8x1xi1>) outs(%60 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1120 : i1
    } -> tensor<2x2x8x1xi1>
    %64 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_13, %56 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_47 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %66 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %67 = tensor.empty() : tensor<16x16xf32>
    %68 = linalg.fill ins(%cst_10 : f32) outs(%67 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %69 = linalg.matmul ins(%collapsed_49, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %expanded_50 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %6 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x16xf32>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1120 = arith.extf %in : f32 to f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.subf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.mulf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_20 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.rsqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %82 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_51 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %89 = tensor.empty() : tensor<16x64xf32>
    %90 = linalg.fill ins(%cst_10 : f32) outs(%89 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %91 = linalg.matmul ins(%collapsed_51, %arg10 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %expanded_52 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %94 = tensor.empty() : tensor<2x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_17 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %97 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_16 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.tanh %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %cst_24 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %101 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_53 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %103 = linalg.matmul ins(%collapsed_53, %arg12 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %expanded_54 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %expanded_54 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x16xf32>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1120 = arith.extf %in : f32 to f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.subf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.mulf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf64>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_20 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.rsqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %116 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_55 = tensor.collapse_shape %122 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %123 = linalg.matmul ins(%collapsed_55, %arg16 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%33 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %125 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %expanded_56 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_56[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_56[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_56[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_60 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_61 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_63 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_65 = linalg.transpose ins(%expanded_60 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %127 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %128 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_68 = tensor.expand_shape %128 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %39 : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %130:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x2x8x8xf32>) outs(%49, %47 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_176: i64):
      %1120 = linalg.index 3 : index
      %1121 = arith.index_cast %1120 : index to i64
      %1122 = arith.maximumf %in, %out : f32
      %1123 = arith.cmpf ogt, %in, %out : f32
      %1124 = arith.select %1123, %1121, %out_176 : i64
      linalg.yield %1122, %1124 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_69 = tensor.expand_shape %130#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_69 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.exp %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1120 = arith.extf %in : f32 to f64
      %1121 = arith.cmpf oeq, %1120, %cst_19 : f64
      linalg.yield %1121 : i1
    } -> tensor<2x2x8x8xi1>
    %136 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x2x8x8xi1>) outs(%57 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1120 : i1
    } -> tensor<2x2x8x8xi1>
    %137 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x2x8x8xi1>) outs(%61 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.ori %in, %out : i1
      linalg.yield %1120 : i1
    } -> tensor<2x2x8x1xi1>
    %138 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<2x2x8x1xi1>) outs(%60 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1120 : i1
    } -> tensor<2x2x8x1xi1>
    %139 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %cst_13, %134 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_70 = tensor.collapse_shape %139 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %140 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_72 = tensor.expand_shape %140 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %141 = linalg.matmul ins(%collapsed_74, %arg18 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %143 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%141, %142 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %expanded_75 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %106 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x16xf32>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1120 = arith.extf %in : f32 to f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %146 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %148 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %147 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.subf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %148 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.mulf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf64>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_20 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.rsqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %154 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %156 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_76 = tensor.collapse_shape %160 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %161 = linalg.matmul ins(%collapsed_76, %arg22 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %162 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %163 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%161, %162 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %expanded_77 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_17 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %166 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_16 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.tanh %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %cst_24 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_78 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %172 = linalg.matmul ins(%collapsed_78, %arg24 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %173 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %174 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%172, %173 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %expanded_79 = tensor.expand_shape %174 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %expanded_79 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x16xf32>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1120 = arith.extf %in : f32 to f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %178 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.subf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %179 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%11 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.mulf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x16xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<2x8x16xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %out : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x1xf64>) outs(%13 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.divf %in, %cst_21 : f64
      linalg.yield %1120 : f64
    } -> tensor<2x8x1xf64>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x1xf64>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_20 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.rsqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %185 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %187 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %arg27 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %transposed_80 = linalg.transpose ins(%arg0 : tensor<64x16xf32>) outs(%89 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %191 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %192 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %arg113 low[0, 0] high[0, 1] {
    ^bb0(%arg114: index, %arg115: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_82 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_83 = tensor.collapse_shape %extracted_slice_82 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %193 = tensor.empty() : tensor<16xi64>
    %194 = linalg.fill ins(%c0_i64 : i64) outs(%193 : tensor<16xi64>) -> tensor<16xi64>
    %195 = tensor.empty() : tensor<16xf32>
    %196 = linalg.fill ins(%cst_11 : f32) outs(%195 : tensor<16xf32>) -> tensor<16xf32>
    %197:2 = linalg.generic {indexing_maps = [#map11, #map15, #map15], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<16x64xf32>) outs(%196, %194 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_176: i64):
      %1120 = linalg.index 1 : index
      %1121 = arith.index_cast %1120 : index to i64
      %1122 = arith.maximumf %in, %out : f32
      %1123 = arith.cmpf ogt, %in, %out : f32
      %1124 = arith.select %1123, %1121, %out_176 : i64
      linalg.yield %1122, %1124 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_84 = tensor.expand_shape %197#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %198 = linalg.generic {indexing_maps = [#map11, #map16, #map11], iterator_types = ["parallel", "parallel"]} ins(%192, %expanded_84 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %199 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.exp %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %200 = tensor.empty() : tensor<16x1xf32>
    %201 = linalg.fill ins(%cst_10 : f32) outs(%200 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %202 = linalg.generic {indexing_maps = [#map11, #map16], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<16x64xf32>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16x1xf32>
    %203 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<16x1xf32>) outs(%200 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.log %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x1xf32>
    %204 = linalg.generic {indexing_maps = [#map11, #map16, #map11], iterator_types = ["parallel", "parallel"]} ins(%198, %203 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %205 = tensor.empty() : tensor<16xi1>
    %206 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_83 : tensor<16xi64>) outs(%205 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<16xi1>
    %207 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%206, %collapsed_83, %cst_28 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%193 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_176: i64, %in_177: i64, %out: i64):
      %1120 = arith.select %in, %in_176, %in_177 : i64
      linalg.yield %1120 : i64
    } -> tensor<16xi64>
    %expanded_85 = tensor.expand_shape %207 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %208 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_85 : tensor<16x1xi64>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1120 = linalg.index 0 : index
      %1121 = arith.index_cast %in : i64 to index
      %1122 = arith.cmpi slt, %1121, %c64 : index
      cf.assert %1122, "index must be smaller than dim size"
      %1123 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1123, "index must be larger or equal to 0"
      %extracted = tensor.extract %204[%1120, %1121] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_86 = tensor.collapse_shape %208 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_86 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.negf %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%206, %209, %cst_14 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %211 = tensor.empty() : tensor<i64>
    %212 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<i64>) -> tensor<i64>
    %213 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%206 : tensor<16xi1>) outs(%212 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1120 = arith.extui %in : i1 to i64
      %1121 = arith.addi %1120, %out : i64
      linalg.yield %1121 : i64
    } -> tensor<i64>
    %214 = tensor.empty() : tensor<f32>
    %215 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%213 : tensor<i64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1120 = arith.sitofp %in : i64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %216 = linalg.fill ins(%cst_10 : f32) outs(%214 : tensor<f32>) -> tensor<f32>
    %217 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%210 : tensor<16xf32>) outs(%216 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %218 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%217, %215 : tensor<f32>, tensor<f32>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %expanded_87 = tensor.expand_shape %collapsed_83 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %219 = tensor.empty() : tensor<64xi64>
    %220 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%219 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %1120 = linalg.index 0 : index
      %1121 = arith.index_cast %1120 : index to i64
      linalg.yield %1121 : i64
    } -> tensor<64xi64>
    %221 = tensor.empty() : tensor<16x64xi1>
    %222 = linalg.generic {indexing_maps = [#map16, #map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_87, %220 : tensor<16x1xi64>, tensor<64xi64>) outs(%221 : tensor<16x64xi1>) {
    ^bb0(%in: i64, %in_176: i64, %out: i1):
      %1120 = arith.cmpi eq, %in, %in_176 : i64
      linalg.yield %1120 : i1
    } -> tensor<16x64xi1>
    %223 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<16x64xi1>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1120 = arith.uitofp %in : i1 to f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %224 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.negf %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %expanded_88 = tensor.expand_shape %206 [[0, 1]] output_shape [16, 1] : tensor<16xi1> into tensor<16x1xi1>
    %225 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_88 : tensor<16x1xi1>) outs(%200 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1120 = arith.uitofp %in : i1 to f32
      linalg.yield %1120 : f32
    } -> tensor<16x1xf32>
    %226 = linalg.generic {indexing_maps = [#map11, #map16, #map11], iterator_types = ["parallel", "parallel"]} ins(%224, %225 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %227 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%226, %215 : tensor<16x64xf32>, tensor<f32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %228 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_12 : tensor<16x64xf32>, tensor<f32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %229 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.exp %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %230 = linalg.generic {indexing_maps = [#map11, #map16], iterator_types = ["parallel", "reduction"]} ins(%228 : tensor<16x64xf32>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16x1xf32>
    %231 = linalg.generic {indexing_maps = [#map11, #map16, #map11], iterator_types = ["parallel", "parallel"]} ins(%229, %230 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %232 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%228, %231 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %233 = tensor.empty() : tensor<64x16xf32>
    %transposed_89 = linalg.transpose ins(%232 : tensor<16x64xf32>) outs(%233 : tensor<64x16xf32>) permutation = [1, 0] 
    %234 = linalg.fill ins(%cst_10 : f32) outs(%233 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %235 = linalg.matmul ins(%transposed_89, %collapsed_81 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%234 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %236 = linalg.matmul ins(%232, %arg0 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_90 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %189 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %241 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %239 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %242 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %246 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %244 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %189 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %248 = linalg.fill ins(%cst_10 : f32) outs(%195 : tensor<16xf32>) -> tensor<16xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%247 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_90 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %collapsed_91 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_92 = linalg.transpose ins(%arg24 : tensor<64x16xf32>) outs(%89 : tensor<16x64xf32>) permutation = [1, 0] 
    %251 = linalg.matmul ins(%collapsed_91, %transposed_92 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_93 = linalg.transpose ins(%collapsed_78 : tensor<16x64xf32>) outs(%233 : tensor<64x16xf32>) permutation = [1, 0] 
    %252 = linalg.matmul ins(%transposed_93, %collapsed_91 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%234 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %253 = tensor.empty() : tensor<1x16xf32>
    %254 = linalg.fill ins(%cst_10 : f32) outs(%253 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %255 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_91 : tensor<16x16xf32>) outs(%254 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x16xf32>
    %collapsed_94 = tensor.collapse_shape %255 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_95 = tensor.expand_shape %251 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %164 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %259 = linalg.generic {indexing_maps = [#map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_29, %258 : tensor<i64>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_176: f32, %out: f32):
      %1120 = arith.sitofp %in : i64 to f32
      %1121 = arith.subf %1120, %in_176 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %259 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_16 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_17 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_25 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %264 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %265 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %267 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_96 = tensor.collapse_shape %268 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_97 = linalg.transpose ins(%arg22 : tensor<16x64xf32>) outs(%233 : tensor<64x16xf32>) permutation = [1, 0] 
    %269 = linalg.matmul ins(%collapsed_96, %transposed_97 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_98 = linalg.transpose ins(%collapsed_76 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %270 = linalg.matmul ins(%transposed_98, %collapsed_96 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %271 = tensor.empty() : tensor<1x64xf32>
    %272 = linalg.fill ins(%cst_10 : f32) outs(%271 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %273 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_96 : tensor<16x64xf32>) outs(%272 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x64xf32>
    %collapsed_99 = tensor.collapse_shape %273 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_100 = tensor.expand_shape %269 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %278 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %283 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %281 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%284 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_100 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %283 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_101 = tensor.collapse_shape %287 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_102 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %288 = linalg.matmul ins(%collapsed_101, %transposed_102 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_74 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %289 = linalg.matmul ins(%transposed_103, %collapsed_101 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %290 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_101 : tensor<16x16xf32>) outs(%254 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x16xf32>
    %collapsed_104 = tensor.collapse_shape %290 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_105 = tensor.expand_shape %288 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_70 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %291 = linalg.batch_matmul ins(%transposed_108, %collapsed_107 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_71 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %292 = linalg.batch_matmul ins(%collapsed_107, %transposed_109 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_110 = tensor.expand_shape %291 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_111 = tensor.expand_shape %292 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %293 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_111, %139 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %294 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%293 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x1xf32>
    %295 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %294 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %296 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %295 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_112 = tensor.collapse_shape %296 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_66 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %297 = linalg.batch_matmul ins(%transposed_113, %collapsed_112 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_67 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %298 = linalg.batch_matmul ins(%collapsed_112, %transposed_114 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_115 = tensor.expand_shape %297 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_116 = tensor.expand_shape %298 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %299 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_117 = linalg.transpose ins(%300 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_119 = linalg.transpose ins(%expanded_110 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_121 = linalg.transpose ins(%299 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_122 = tensor.collapse_shape %transposed_121 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_118, %collapsed_122, %collapsed_120 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_123 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %301 = tensor.empty() : tensor<48x16xf32>
    %transposed_124 = linalg.transpose ins(%arg16 : tensor<16x48xf32>) outs(%301 : tensor<48x16xf32>) permutation = [1, 0] 
    %302 = linalg.matmul ins(%collapsed_123, %transposed_124 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_55 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %303 = linalg.matmul ins(%transposed_125, %collapsed_123 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%33 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %304 = tensor.empty() : tensor<1x48xf32>
    %305 = linalg.fill ins(%cst_10 : f32) outs(%304 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %306 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_123 : tensor<16x48xf32>) outs(%305 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x48xf32>
    %collapsed_126 = tensor.collapse_shape %306 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_127 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %120 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%310 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %311 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %309 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %316 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %314 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %120 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%317 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_127 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %316 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_128 = tensor.collapse_shape %320 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_129 = linalg.transpose ins(%arg12 : tensor<64x16xf32>) outs(%89 : tensor<16x64xf32>) permutation = [1, 0] 
    %321 = linalg.matmul ins(%collapsed_128, %transposed_129 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_53 : tensor<16x64xf32>) outs(%233 : tensor<64x16xf32>) permutation = [1, 0] 
    %322 = linalg.matmul ins(%transposed_130, %collapsed_128 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%234 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %323 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_128 : tensor<16x16xf32>) outs(%254 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x16xf32>
    %collapsed_131 = tensor.collapse_shape %323 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_132 = tensor.expand_shape %321 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %95 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %101 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %100 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %327 = linalg.generic {indexing_maps = [#map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_29, %326 : tensor<i64>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_176: f32, %out: f32):
      %1120 = arith.sitofp %in : i64 to f32
      %1121 = arith.subf %1120, %in_176 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %327 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_16 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_17 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x8x64xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_25 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %332 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %333 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %335 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%94 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_133 = tensor.collapse_shape %336 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_134 = linalg.transpose ins(%arg10 : tensor<16x64xf32>) outs(%233 : tensor<64x16xf32>) permutation = [1, 0] 
    %337 = linalg.matmul ins(%collapsed_133, %transposed_134 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_51 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %338 = linalg.matmul ins(%transposed_135, %collapsed_133 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %339 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_133 : tensor<16x64xf32>) outs(%272 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x64xf32>
    %collapsed_136 = tensor.collapse_shape %339 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_137 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %86 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %344 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %342 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %345 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %347 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %86 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%350 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_137 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %349 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_138 = tensor.collapse_shape %353 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_139 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %354 = linalg.matmul ins(%collapsed_138, %transposed_139 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_49 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%transposed_140, %collapsed_138 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %356 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_138 : tensor<16x16xf32>) outs(%254 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x16xf32>
    %collapsed_141 = tensor.collapse_shape %356 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_142 = tensor.expand_shape %354 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<2x8x2x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_45 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %357 = linalg.batch_matmul ins(%transposed_145, %collapsed_144 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_46 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %358 = linalg.batch_matmul ins(%collapsed_144, %transposed_146 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_147 = tensor.expand_shape %357 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_148 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %359 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148, %64 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %360 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%359 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x1xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %360 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %362 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %361 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_149 = tensor.collapse_shape %362 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_150 = linalg.transpose ins(%collapsed_41 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %363 = linalg.batch_matmul ins(%transposed_150, %collapsed_149 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_151 = linalg.transpose ins(%collapsed_42 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %364 = linalg.batch_matmul ins(%collapsed_149, %transposed_151 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_152 = tensor.expand_shape %363 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_153 = tensor.expand_shape %364 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %365 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %366 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_18 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_154 = linalg.transpose ins(%366 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_156 = linalg.transpose ins(%expanded_147 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_158 = linalg.transpose ins(%365 : tensor<2x2x8x8xf32>) outs(%66 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat_160 = tensor.concat dim(2) %collapsed_155, %collapsed_159, %collapsed_157 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_161 = tensor.collapse_shape %concat_160 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %transposed_162 = linalg.transpose ins(%arg4 : tensor<16x48xf32>) outs(%301 : tensor<48x16xf32>) permutation = [1, 0] 
    %367 = linalg.matmul ins(%collapsed_161, %transposed_162 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_163 = linalg.transpose ins(%collapsed_32 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) permutation = [1, 0] 
    %368 = linalg.matmul ins(%transposed_163, %collapsed_161 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%33 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %369 = linalg.generic {indexing_maps = [#map11, #map20], iterator_types = ["reduction", "parallel"]} ins(%collapsed_161 : tensor<16x48xf32>) outs(%305 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x48xf32>
    %collapsed_164 = tensor.collapse_shape %369 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_165 = tensor.expand_shape %367 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%370 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %29 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%373 : tensor<2x8x16xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %374 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %372 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %375 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.divf %in, %cst_22 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x1xf32>
    %379 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %377 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %29 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%380 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_165 : tensor<2x8x16xf32>) outs(%248 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %379 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %384 = linalg.fill ins(%cst_10 : f32) outs(%4 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%383 : tensor<2x8x16xf32>) outs(%384 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.addf %in, %out : f32
      linalg.yield %1120 : f32
    } -> tensor<1x8x16xf32>
    %386 = tensor.empty() : tensor<1x8xi1>
    %387 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%386 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<1x8xi1>
    %388 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%386 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<1x8xi1>
    %389 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%387, %388 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%386 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %1120 = arith.andi %in, %in_176 : i1
      linalg.yield %1120 : i1
    } -> tensor<1x8xi1>
    %390 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%386 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<1x8xi1>
    %391 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%389, %390 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%386 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %1120 = arith.andi %in, %in_176 : i1
      linalg.yield %1120 : i1
    } -> tensor<1x8xi1>
    %expanded_166 = tensor.expand_shape %391 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %392 = tensor.empty() : tensor<1x8xi64>
    %393 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%392 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %1120 = arith.maxsi %in, %c-8_i64 : i64
      %1121 = arith.minsi %1120, %c7_i64 : i64
      linalg.yield %1121 : i64
    } -> tensor<1x8xi64>
    %394 = tensor.empty() : tensor<1x8x1xi1>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166 : tensor<1x8x1xi1>) outs(%394 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.xori %in, %true : i1
      linalg.yield %1120 : i1
    } -> tensor<1x8x1xi1>
    %396 = linalg.generic {indexing_maps = [#map8, #map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %cst_14, %385 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x16xf32>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_167 = tensor.collapse_shape %393 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_168 = tensor.expand_shape %collapsed_167 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_169 = tensor.collapse_shape %396 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %expanded_170 = tensor.expand_shape %collapsed_169 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %397 = scf.for %arg114 = %c0 to %c8 step %c1 iter_args(%arg115 = %cst_26) -> (tensor<8x16xf32>) {
      %extracted = tensor.extract %expanded_168[%arg114, %c0] : tensor<8x1xi64>
      %1120 = arith.index_cast %extracted : i64 to index
      %1121 = arith.addi %1120, %c8 : index
      %1122 = arith.cmpi slt, %1120, %c0 : index
      %1123 = arith.select %1122, %1121, %1120 : index
      %1124 = arith.cmpi ult, %1123, %c8 : index
      cf.assert %1124, "index out of range in a scatter of __grads_scatter0"
      %extracted_slice_176 = tensor.extract_slice %expanded_170[%arg114, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<8x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_177 = tensor.extract_slice %arg115[%1123, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      %1125 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_176, %extracted_slice_177 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_177 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_178: f32, %out: f32):
        %1126 = arith.addf %in_178, %in : f32
        linalg.yield %1126 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %1125 into %arg115[%1123, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      scf.yield %inserted_slice : tensor<8x16xf32>
    }
    %398 = tensor.empty() : tensor<2x8xi1>
    %399 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%398 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<2x8xi1>
    %400 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%398 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<2x8xi1>
    %401 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%399, %400 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%398 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %1120 = arith.andi %in, %in_176 : i1
      linalg.yield %1120 : i1
    } -> tensor<2x8xi1>
    %402 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%398 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1120 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1120 : i1
    } -> tensor<2x8xi1>
    %403 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%401, %402 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%398 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %1120 = arith.andi %in, %in_176 : i1
      linalg.yield %1120 : i1
    } -> tensor<2x8xi1>
    %expanded_171 = tensor.expand_shape %403 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %404 = tensor.empty() : tensor<2x8xi64>
    %405 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%404 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %1120 = arith.maxsi %in, %c-64_i64 : i64
      %1121 = arith.minsi %1120, %c63_i64 : i64
      linalg.yield %1121 : i64
    } -> tensor<2x8xi64>
    %406 = tensor.empty() : tensor<2x8x1xi1>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171 : tensor<2x8x1xi1>) outs(%406 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1120 = arith.xori %in, %true : i1
      linalg.yield %1120 : i1
    } -> tensor<2x8x1xi1>
    %408 = linalg.generic {indexing_maps = [#map8, #map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %cst_14, %383 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_172 = tensor.collapse_shape %405 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_173 = tensor.expand_shape %collapsed_172 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_174 = tensor.collapse_shape %408 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_175 = tensor.expand_shape %collapsed_174 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %409 = scf.for %arg114 = %c0 to %c16 step %c1 iter_args(%arg115 = %cst_27) -> (tensor<64x16xf32>) {
      %extracted = tensor.extract %expanded_173[%arg114, %c0] : tensor<16x1xi64>
      %1120 = arith.index_cast %extracted : i64 to index
      %1121 = arith.addi %1120, %c64 : index
      %1122 = arith.cmpi slt, %1120, %c0 : index
      %1123 = arith.select %1122, %1121, %1120 : index
      %1124 = arith.cmpi ult, %1123, %c64 : index
      cf.assert %1124, "index out of range in a scatter of __grads_scatter1"
      %extracted_slice_176 = tensor.extract_slice %expanded_175[%arg114, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<16x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_177 = tensor.extract_slice %arg115[%1123, 0] [1, 16] [1, 1] : tensor<64x16xf32> to tensor<1x16xf32>
      %1125 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_176, %extracted_slice_177 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_177 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_178: f32, %out: f32):
        %1126 = arith.addf %in_178, %in : f32
        linalg.yield %1126 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %1125 into %arg115[%1123, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<64x16xf32>
      scf.yield %inserted_slice : tensor<64x16xf32>
    }
    %410 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%235, %409 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %411 = "fsdp.all_reduce"(%410) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %412 = "fsdp.all_reduce"(%397) {grid = @dp, reduction = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %413 = "fsdp.all_reduce"(%381) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %414 = "fsdp.all_reduce"(%382) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %415 = "fsdp.all_reduce"(%368) {grid = @dp, reduction = 1 : i32} : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %416 = "fsdp.all_reduce"(%collapsed_164) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %417 = "fsdp.all_reduce"(%355) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %418 = "fsdp.all_reduce"(%collapsed_141) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %419 = "fsdp.all_reduce"(%351) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %420 = "fsdp.all_reduce"(%352) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %421 = "fsdp.all_reduce"(%338) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %422 = "fsdp.all_reduce"(%collapsed_136) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %423 = "fsdp.all_reduce"(%322) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %424 = "fsdp.all_reduce"(%collapsed_131) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %425 = "fsdp.all_reduce"(%318) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %426 = "fsdp.all_reduce"(%319) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %427 = "fsdp.all_reduce"(%303) {grid = @dp, reduction = 1 : i32} : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %428 = "fsdp.all_reduce"(%collapsed_126) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %429 = "fsdp.all_reduce"(%289) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %430 = "fsdp.all_reduce"(%collapsed_104) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %431 = "fsdp.all_reduce"(%285) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %432 = "fsdp.all_reduce"(%286) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %433 = "fsdp.all_reduce"(%270) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %434 = "fsdp.all_reduce"(%collapsed_99) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %435 = "fsdp.all_reduce"(%252) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %436 = "fsdp.all_reduce"(%collapsed_94) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %437 = "fsdp.all_reduce"(%249) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %438 = "fsdp.all_reduce"(%250) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %439 = "fsdp.all_reduce"(%218) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %440 = tensor.empty() : tensor<f64>
    %441 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg84 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %442 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %443 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.absf %in : f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %444 = tensor.empty() : tensor<i1>
    %445 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%443 : tensor<f32>) outs(%444 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %1120 = arith.extf %in : f32 to f64
      %1121 = arith.cmpf oge, %1120, %cst_1 : f64
      linalg.yield %1121 : i1
    } -> tensor<i1>
    %446 = linalg.generic {indexing_maps = [#map18, #map18, #map18, #map18], iterator_types = []} ins(%445, %cst_7, %cst_6 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%214 : tensor<f32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %447 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %411, %arg28 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %448 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%411, %arg28 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %449 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %448 : tensor<f32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %450 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%449, %447 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %451 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %452 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%411 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %453 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%452, %411 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %454 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%451, %453 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %455 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%441 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %456 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %455 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %457 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%441 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %458 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %457 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %459 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %456 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %460 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%458 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %461 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%454 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %462 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%461, %460 : tensor<64x16xf32>, tensor<f64>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %463 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%462 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %464 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%459 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %465 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%464 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %466 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%465, %450 : tensor<f32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %467 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%466, %463 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %468 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%442, %467 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %469 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg85 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %470 = tensor.empty() : tensor<8x16xf32>
    %471 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<8x16xf32>
    %472 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %412, %arg29 : tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %473 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%412, %arg29 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %473 : tensor<f32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %475 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%474, %472 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %476 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<8x16xf32>
    %477 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<8x16xf32>
    %478 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%477, %412 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %479 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%476, %478 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %480 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%469 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %481 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %480 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %482 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%469 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %483 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %482 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %484 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %481 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %485 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%483 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %486 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %487 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%486, %485 : tensor<8x16xf32>, tensor<f64>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<8x16xf32>
    %488 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%487 : tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<8x16xf32>
    %489 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%484 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %490 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%489 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %491 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%490, %475 : tensor<f32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %492 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%491, %488 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %493 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%471, %492 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%470 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<8x16xf32>
    %494 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg86 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %496 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %413, %arg30 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %497 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%413, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %498 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %497 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%498, %496 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg58 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%413 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %502 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%501, %413 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %503 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%500, %502 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%494 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %505 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %504 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %506 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%494 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %507 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %506 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %508 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %505 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %509 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%507 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%503 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %511 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%510, %509 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %513 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%508 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %514 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%513 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %515 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%514, %499 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%515, %512 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%495, %516 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg87 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %414, %arg31 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%414, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %522 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %521 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%522, %520 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %524 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%414 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %526 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%525, %414 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %527 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%524, %526 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %528 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%518 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %529 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %528 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %530 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%518 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %531 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %530 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %532 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %529 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %533 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%531 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %534 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%527 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %535 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%534, %533 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%535 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %537 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%532 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %538 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%537 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %539 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%538, %523 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %540 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%539, %536 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%519, %540 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %542 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg88 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %543 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %544 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %415, %arg32 : tensor<i1>, tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %545 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%415, %arg32 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %546 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %545 : tensor<f32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %547 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%546, %544 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %548 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %549 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %550 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%549, %415 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %551 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%548, %550 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %552 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%542 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %553 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %552 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %554 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%542 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %555 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %554 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %556 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %553 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %557 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%555 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %558 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %559 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%558, %557 : tensor<16x48xf32>, tensor<f64>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %560 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %561 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%556 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %562 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%561 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %563 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%562, %547 : tensor<f32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %564 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%563, %560 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %565 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%543, %564 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %566 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg89 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %567 = tensor.empty() : tensor<48xf32>
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %569 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %416, %arg33 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%416, %arg33 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %571 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %570 : tensor<f32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%571, %569 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %573 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %574 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%416 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %575 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%574, %416 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %576 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%573, %575 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %577 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%566 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %578 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %577 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %579 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%566 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %580 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %579 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %581 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %578 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %582 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%580 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %583 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%576 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %584 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%583, %582 : tensor<48xf32>, tensor<f64>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %585 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%584 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %586 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%581 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %587 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%586 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %588 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%587, %572 : tensor<f32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %589 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%588, %585 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%568, %589 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %591 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg90 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %592 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %593 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %417, %arg34 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %594 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%417, %arg34 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %595 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %594 : tensor<f32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %596 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%595, %593 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %597 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %598 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%417 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %599 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%598, %417 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %600 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%597, %599 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %601 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%591 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %602 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %601 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %603 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%591 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %604 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %603 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %605 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %602 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %606 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%604 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %607 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%600 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %608 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%607, %606 : tensor<16x16xf32>, tensor<f64>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %609 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%608 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %610 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%605 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %611 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%610 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %612 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%611, %596 : tensor<f32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %613 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%612, %609 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %614 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%592, %613 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %615 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg91 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg7 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %617 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %418, %arg35 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %618 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%418, %arg35 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %619 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %618 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%619, %617 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg63 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %622 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%418 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %623 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%622, %418 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%621, %623 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %625 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%615 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %626 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %625 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %627 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%615 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %628 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %627 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %629 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %626 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %630 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%628 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%624 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %632 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%631, %630 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%632 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %634 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%629 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %635 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%634 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %636 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%635, %620 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %637 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %633 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %638 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%616, %637 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %639 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg92 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %640 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg8 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %641 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %419, %arg36 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %642 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%419, %arg36 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %643 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %642 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%643, %641 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg64 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %646 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%419 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %647 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%646, %419 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %648 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%645, %647 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %649 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%639 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %650 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %649 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %651 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%639 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %652 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %651 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %653 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %650 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %654 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%652 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %655 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%648 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %656 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%655, %654 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %657 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%656 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %658 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%653 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %659 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%658 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %660 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%659, %644 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%660, %657 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%640, %661 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %663 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg93 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %664 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg9 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %665 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %420, %arg37 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%420, %arg37 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %667 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %666 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%667, %665 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg65 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%420 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%670, %420 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%669, %671 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %673 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%663 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %674 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %673 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %675 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%663 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %676 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %675 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %677 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %674 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %678 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%676 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %679 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%672 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%679, %678 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %681 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%680 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %682 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%677 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %683 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%682 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %684 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%683, %668 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %685 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %681 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%664, %685 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %687 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg94 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %688 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %689 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %421, %arg38 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %690 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%421, %arg38 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %691 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %690 : tensor<f32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %692 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%691, %689 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %693 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %694 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%421 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %695 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%694, %421 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %696 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%693, %695 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %697 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%687 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %698 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %697 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %699 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%687 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %700 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %699 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %701 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %698 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %702 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%700 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %703 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%696 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %704 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%703, %702 : tensor<16x64xf32>, tensor<f64>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %705 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %706 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%701 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %707 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%706 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %708 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%707, %692 : tensor<f32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %709 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%708, %705 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %710 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%688, %709 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %711 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg95 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %712 = tensor.empty() : tensor<64xf32>
    %713 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %714 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %422, %arg39 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %715 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%422, %arg39 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %716 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %715 : tensor<f32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %717 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%716, %714 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg67 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%422 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%719, %422 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %721 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%718, %720 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %722 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%711 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %723 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %722 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %724 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%711 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %725 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %724 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %726 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %723 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %727 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%725 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%721 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %729 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%728, %727 : tensor<64xf32>, tensor<f64>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %730 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%729 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %731 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%726 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %732 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%731 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %733 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%732, %717 : tensor<f32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %734 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%733, %730 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %735 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%713, %734 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %736 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg96 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %737 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %738 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %423, %arg40 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %739 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%423, %arg40 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %740 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %739 : tensor<f32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %741 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%740, %738 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %742 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %743 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %744 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%743, %423 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %745 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%742, %744 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %746 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%736 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %747 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %746 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %748 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%736 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %749 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %748 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %750 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %747 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %751 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%749 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %752 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%745 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %753 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%752, %751 : tensor<64x16xf32>, tensor<f64>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %754 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %755 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%750 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %756 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%755 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %757 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%756, %741 : tensor<f32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %758 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%757, %754 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %759 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%737, %758 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %760 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg97 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg13 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %762 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %424, %arg41 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%424, %arg41 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %764 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %763 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%764, %762 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg69 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%424 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%767, %424 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%766, %768 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %770 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%760 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %771 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %770 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %772 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%760 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %773 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %772 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %774 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %771 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %775 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%773 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %776 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%769 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %777 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%776, %775 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%777 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %779 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%774 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %780 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%779 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %781 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%780, %765 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%781, %778 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%761, %782 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %784 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg98 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg14 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %786 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %425, %arg42 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%425, %arg42 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %788 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %787 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %789 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%788, %786 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg70 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%425 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%791, %425 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%790, %792 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %794 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%784 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %795 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %794 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %796 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%784 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %797 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %796 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %798 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %795 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %799 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%797 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %800 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%793 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %801 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%800, %799 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%801 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %803 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%798 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %804 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%803 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %805 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%804, %789 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %806 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%805, %802 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%785, %806 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %808 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg99 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg15 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %810 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %426, %arg43 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%426, %arg43 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %812 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %811 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %813 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%812, %810 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg71 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%426 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%815, %426 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%814, %816 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %818 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%808 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %819 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %818 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %820 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%808 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %821 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %820 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %822 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %819 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %823 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%821 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %824 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%817 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %825 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%824, %823 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %826 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%825 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %827 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%822 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %828 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%827 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %829 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%828, %813 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %830 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%829, %826 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %831 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%809, %830 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %832 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg100 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %833 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %834 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %427, %arg44 : tensor<i1>, tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %835 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%427, %arg44 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %836 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %835 : tensor<f32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %837 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%836, %834 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %838 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %839 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%427 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %840 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%839, %427 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %841 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%838, %840 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %842 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%832 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %843 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %842 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %844 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%832 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %845 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %844 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %846 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %843 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %847 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%845 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %848 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%841 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %849 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%848, %847 : tensor<16x48xf32>, tensor<f64>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %850 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%849 : tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x48xf32>
    %851 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%846 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %852 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%851 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %853 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%852, %837 : tensor<f32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %854 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%853, %850 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %855 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%833, %854 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%32 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x48xf32>
    %856 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg101 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %857 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg17 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %858 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %428, %arg45 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %859 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%428, %arg45 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %860 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %859 : tensor<f32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %861 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%860, %858 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %862 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg73 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %863 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%428 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%863, %428 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %865 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%862, %864 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %866 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%856 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %867 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %866 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %868 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%856 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %869 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %868 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %870 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %867 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %871 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%869 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%865 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %873 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%872, %871 : tensor<48xf32>, tensor<f64>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%873 : tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<48xf32>
    %875 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%870 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %876 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%875 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %877 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%876, %861 : tensor<f32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %878 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%877, %874 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %879 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%857, %878 : tensor<48xf32>, tensor<48xf32>) outs(%567 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<48xf32>
    %880 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg102 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %881 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %882 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %429, %arg46 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %883 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%429, %arg46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %884 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %883 : tensor<f32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %885 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%884, %882 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %886 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %887 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %888 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%887, %429 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %889 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%886, %888 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %890 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%880 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %891 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %890 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %892 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%880 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %893 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %892 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %894 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %891 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %895 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%893 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %896 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%889 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %897 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%896, %895 : tensor<16x16xf32>, tensor<f64>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %898 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%897 : tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x16xf32>
    %899 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%894 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %900 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%899 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %901 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%900, %885 : tensor<f32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %902 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%901, %898 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %903 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%881, %902 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%67 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x16xf32>
    %904 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg103 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %905 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg19 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %906 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %430, %arg47 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %907 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%430, %arg47 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %908 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %907 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %909 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%908, %906 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %910 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg75 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %911 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%430 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %912 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%911, %430 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %913 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%910, %912 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %914 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%904 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %915 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %914 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %916 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%904 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %917 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %916 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %918 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %915 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %919 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%917 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %920 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%913 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %921 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%920, %919 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %922 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%921 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %923 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%918 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %924 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%923 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %925 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%924, %909 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %926 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%925, %922 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %927 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%905, %926 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %928 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg104 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %929 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %930 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %431, %arg48 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %931 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%431, %arg48 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %932 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %931 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %933 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%932, %930 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %934 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg76 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%431 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %936 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%935, %431 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %937 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%934, %936 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %938 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%928 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %939 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %938 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %940 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%928 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %941 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %940 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %942 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %939 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %943 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%941 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %944 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%937 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%944, %943 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %946 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%945 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %947 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%942 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %948 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%947 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %949 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%948, %933 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %950 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%949, %946 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %951 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%929, %950 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %952 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg105 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %953 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %954 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %432, %arg49 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%432, %arg49 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %956 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %955 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %957 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%956, %954 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %958 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg77 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %959 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%432 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %960 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%959, %432 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %961 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%958, %960 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %962 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%952 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %963 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %962 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %964 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%952 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %965 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %964 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %966 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %963 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %967 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%965 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %968 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%961 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %969 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%968, %967 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %970 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%969 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %971 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%966 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %972 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%971 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %973 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%972, %957 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %974 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%973, %970 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %975 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%953, %974 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %976 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg106 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %977 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %978 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %433, %arg50 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %979 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%433, %arg50 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %980 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %979 : tensor<f32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %981 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%980, %978 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %982 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %983 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%433 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %984 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%983, %433 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %985 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%982, %984 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %986 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%976 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %987 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %986 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %988 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%976 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %989 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %988 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %990 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %987 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %991 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%989 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %992 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%985 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %993 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%992, %991 : tensor<16x64xf32>, tensor<f64>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %994 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%993 : tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16x64xf32>
    %995 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%990 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %996 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%995 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %997 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%996, %981 : tensor<f32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %998 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%997, %994 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %999 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%977, %998 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%89 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16x64xf32>
    %1000 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg107 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %1002 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %434, %arg51 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1003 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%434, %arg51 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1004 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %1003 : tensor<f32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1005 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1004, %1002 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1006 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg79 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %1007 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%434 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %1008 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1007, %434 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1009 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1006, %1008 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1010 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1000 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1011 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1010 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1012 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1000 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1013 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1012 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1014 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %1011 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1015 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1013 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1016 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1009 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1017 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1016, %1015 : tensor<64xf32>, tensor<f64>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %1018 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1017 : tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64xf32>
    %1019 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1014 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1020 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1019 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %1021 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1020, %1005 : tensor<f32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1022 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1021, %1018 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1023 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1001, %1022 : tensor<64xf32>, tensor<64xf32>) outs(%712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64xf32>
    %1024 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg108 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1025 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %1026 = linalg.generic {indexing_maps = [#map19, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%445, %435, %arg52 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1027 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%435, %arg52 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1028 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%446, %1027 : tensor<f32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1029 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1028, %1026 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1030 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %1031 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%435 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %1032 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1031, %435 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1033 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1030, %1032 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1034 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1024 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1035 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1034 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1036 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1024 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1037 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1036 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1038 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %1035 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1039 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1037 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1040 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1033 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1041 = linalg.generic {indexing_maps = [#map11, #map19, #map11], iterator_types = ["parallel", "parallel"]} ins(%1040, %1039 : tensor<64x16xf32>, tensor<f64>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %1042 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1041 : tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<64x16xf32>
    %1043 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1038 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1044 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1043 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %1045 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1044, %1029 : tensor<f32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1046 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1045, %1042 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1047 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1025, %1046 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<64x16xf32>
    %1048 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg109 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1049 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg25 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1050 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %436, %arg53 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%436, %arg53 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1052 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %1051 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1053 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1052, %1050 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1054 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg81 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%436 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1055, %436 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1057 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1054, %1056 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1058 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1048 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1059 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1058 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1060 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1048 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1061 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1060 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1062 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %1059 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1063 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1061 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1057 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1065 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1064, %1063 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1066 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1065 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1067 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1062 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1068 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1067 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %1069 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1068, %1053 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1070 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1069, %1066 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1071 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1049, %1070 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1072 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg110 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1073 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1074 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %437, %arg54 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1075 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%437, %arg54 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1076 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %1075 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1077 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1076, %1074 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1078 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1079 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%437 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1080 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1079, %437 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1078, %1080 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1082 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1072 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1083 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1082 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1084 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1072 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1085 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1084 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1086 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %1083 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1087 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1085 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1088 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1081 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1089 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1088, %1087 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1090 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1089 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1091 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1086 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1092 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1091 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %1093 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1092, %1077 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1094 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1093, %1090 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1095 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1073, %1094 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1096 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg111 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.addf %in, %cst : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1097 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_0 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1098 = linalg.generic {indexing_maps = [#map17, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %438, %arg55 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %1120 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1099 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%438, %arg55 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.subf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1100 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %1099 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1100, %1098 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg83 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_2 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%438 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_3 : f64 to f32
      %1121 = arith.mulf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1103, %438 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1102, %1104 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1106 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1096 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_4, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1107 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1106 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1108 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1096 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %cst_2, %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1109 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_29, %1108 : tensor<i64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: i64, %in_176: f64, %out: f64):
      %1120 = arith.sitofp %in : i64 to f64
      %1121 = arith.subf %1120, %in_176 : f64
      linalg.yield %1121 : f64
    } -> tensor<f64>
    %1110 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %1107 : tensor<f64>, tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %in_176: f64, %out: f64):
      %1120 = arith.divf %in, %in_176 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1111 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1109 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = math.powf %in, %cst_1 : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1105 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = math.sqrt %in : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1113 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1112, %1111 : tensor<16xf32>, tensor<f64>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f64, %out: f32):
      %1120 = arith.truncf %in_176 : f64 to f32
      %1121 = arith.divf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1113 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1120 = arith.truncf %cst_5 : f64 to f32
      %1121 = arith.addf %in, %1120 : f32
      linalg.yield %1121 : f32
    } -> tensor<16xf32>
    %1115 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1110 : tensor<f64>) outs(%440 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1120 = arith.negf %in : f64
      linalg.yield %1120 : f64
    } -> tensor<f64>
    %1116 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%1115 : tensor<f64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %1120 = arith.truncf %in : f64 to f32
      linalg.yield %1120 : f32
    } -> tensor<f32>
    %1117 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1116, %1101 : tensor<f32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.mulf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1117, %1114 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.divf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    %1119 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1097, %1118 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %1120 = arith.addf %in, %in_176 : f32
      linalg.yield %1120 : f32
    } -> tensor<16xf32>
    return %468, %493, %517, %541, %565, %590, %614, %638, %662, %686, %710, %735, %759, %783, %807, %831, %855, %879, %903, %927, %951, %975, %999, %1023, %1047, %1071, %1095, %1119, %450, %475, %499, %523, %547, %572, %596, %620, %644, %668, %692, %717, %741, %765, %789, %813, %837, %861, %885, %909, %933, %957, %981, %1005, %1029, %1053, %1077, %1101, %454, %479, %503, %527, %551, %576, %600, %624, %648, %672, %696, %721, %745, %769, %793, %817, %841, %865, %889, %913, %937, %961, %985, %1009, %1033, %1057, %1081, %1105, %441, %469, %494, %518, %542, %566, %591, %615, %639, %663, %687, %711, %736, %760, %784, %808, %832, %856, %880, %904, %928, %952, %976, %1000, %1024, %1048, %1072, %1096, %439 : tensor<64x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}
