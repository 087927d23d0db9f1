#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1) -> (0, d1)>
#map10 = affine_map<(d0, d1) -> (d0, 0)>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map15 = affine_map<(d0, d1) -> (d0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1, d2) -> ()>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(%arg0: tensor<64x16xf32> {fsdp.state}, %arg1: tensor<8x16xf32> {fsdp.state}, %arg2: tensor<16xf32> {fsdp.state}, %arg3: tensor<16xf32> {fsdp.state}, %arg4: tensor<16x48xf32> {fsdp.state}, %arg5: tensor<48xf32> {fsdp.state}, %arg6: tensor<16x16xf32> {fsdp.state}, %arg7: tensor<16xf32> {fsdp.state}, %arg8: tensor<16xf32> {fsdp.state}, %arg9: tensor<16xf32> {fsdp.state}, %arg10: tensor<16x64xf32> {fsdp.state}, %arg11: tensor<64xf32> {fsdp.state}, %arg12: tensor<64x16xf32> {fsdp.state}, %arg13: tensor<16xf32> {fsdp.state}, %arg14: tensor<16xf32> {fsdp.state}, %arg15: tensor<16xf32> {fsdp.state}, %arg16: tensor<16x48xf32> {fsdp.state}, %arg17: tensor<48xf32> {fsdp.state}, %arg18: tensor<16x16xf32> {fsdp.state}, %arg19: tensor<16xf32> {fsdp.state}, %arg20: tensor<16xf32> {fsdp.state}, %arg21: tensor<16xf32> {fsdp.state}, %arg22: tensor<16x64xf32> {fsdp.state}, %arg23: tensor<64xf32> {fsdp.state}, %arg24: tensor<64x16xf32> {fsdp.state}, %arg25: tensor<16xf32> {fsdp.state}, %arg26: tensor<16xf32> {fsdp.state}, %arg27: tensor<16xf32> {fsdp.state}, %arg28: tensor<64x16xf32> {fsdp.state}, %arg29: tensor<8x16xf32> {fsdp.state}, %arg30: tensor<16xf32> {fsdp.state}, %arg31: tensor<16xf32> {fsdp.state}, %arg32: tensor<16x48xf32> {fsdp.state}, %arg33: tensor<48xf32> {fsdp.state}, %arg34: tensor<16x16xf32> {fsdp.state}, %arg35: tensor<16xf32> {fsdp.state}, %arg36: tensor<16xf32> {fsdp.state}, %arg37: tensor<16xf32> {fsdp.state}, %arg38: tensor<16x64xf32> {fsdp.state}, %arg39: tensor<64xf32> {fsdp.state}, %arg40: tensor<64x16xf32> {fsdp.state}, %arg41: tensor<16xf32> {fsdp.state}, %arg42: tensor<16xf32> {fsdp.state}, %arg43: tensor<16xf32> {fsdp.state}, %arg44: tensor<16x48xf32> {fsdp.state}, %arg45: tensor<48xf32> {fsdp.state}, %arg46: tensor<16x16xf32> {fsdp.state}, %arg47: tensor<16xf32> {fsdp.state}, %arg48: tensor<16xf32> {fsdp.state}, %arg49: tensor<16xf32> {fsdp.state}, %arg50: tensor<16x64xf32> {fsdp.state}, %arg51: tensor<64xf32> {fsdp.state}, %arg52: tensor<64x16xf32> {fsdp.state}, %arg53: tensor<16xf32> {fsdp.state}, %arg54: tensor<16xf32> {fsdp.state}, %arg55: tensor<16xf32> {fsdp.state}, %arg56: tensor<64x16xf32> {fsdp.state}, %arg57: tensor<8x16xf32> {fsdp.state}, %arg58: tensor<16xf32> {fsdp.state}, %arg59: tensor<16xf32> {fsdp.state}, %arg60: tensor<16x48xf32> {fsdp.state}, %arg61: tensor<48xf32> {fsdp.state}, %arg62: tensor<16x16xf32> {fsdp.state}, %arg63: tensor<16xf32> {fsdp.state}, %arg64: tensor<16xf32> {fsdp.state}, %arg65: tensor<16xf32> {fsdp.state}, %arg66: tensor<16x64xf32> {fsdp.state}, %arg67: tensor<64xf32> {fsdp.state}, %arg68: tensor<64x16xf32> {fsdp.state}, %arg69: tensor<16xf32> {fsdp.state}, %arg70: tensor<16xf32> {fsdp.state}, %arg71: tensor<16xf32> {fsdp.state}, %arg72: tensor<16x48xf32> {fsdp.state}, %arg73: tensor<48xf32> {fsdp.state}, %arg74: tensor<16x16xf32> {fsdp.state}, %arg75: tensor<16xf32> {fsdp.state}, %arg76: tensor<16xf32> {fsdp.state}, %arg77: tensor<16xf32> {fsdp.state}, %arg78: tensor<16x64xf32> {fsdp.state}, %arg79: tensor<64xf32> {fsdp.state}, %arg80: tensor<64x16xf32> {fsdp.state}, %arg81: tensor<16xf32> {fsdp.state}, %arg82: tensor<16xf32> {fsdp.state}, %arg83: tensor<16xf32> {fsdp.state}, %arg84: tensor<f64> {fsdp.state}, %arg85: tensor<f64> {fsdp.state}, %arg86: tensor<f64> {fsdp.state}, %arg87: tensor<f64> {fsdp.state}, %arg88: tensor<f64> {fsdp.state}, %arg89: tensor<f64> {fsdp.state}, %arg90: tensor<f64> {fsdp.state}, %arg91: tensor<f64> {fsdp.state}, %arg92: tensor<f64> {fsdp.state}, %arg93: tensor<f64> {fsdp.state}, %arg94: tensor<f64> {fsdp.state}, %arg95: tensor<f64> {fsdp.state}, %arg96: tensor<f64> {fsdp.state}, %arg97: tensor<f64> {fsdp.state}, %arg98: tensor<f64> {fsdp.state}, %arg99: tensor<f64> {fsdp.state}, %arg100: tensor<f64> {fsdp.state}, %arg101: tensor<f64> {fsdp.state}, %arg102: tensor<f64> {fsdp.state}, %arg103: tensor<f64> {fsdp.state}, %arg104: tensor<f64> {fsdp.state}, %arg105: tensor<f64> {fsdp.state}, %arg106: tensor<f64> {fsdp.state}, %arg107: tensor<f64> {fsdp.state}, %arg108: tensor<f64> {fsdp.state}, %arg109: tensor<f64> {fsdp.state}, %arg110: tensor<f64> {fsdp.state}, %arg111: tensor<f64> {fsdp.state}, %arg112: tensor<2x8xi64>, %arg113: tensor<2x8xi64>) -> (tensor<64x16xf32> {fsdp.updates = 0 : i64}, tensor<8x16xf32> {fsdp.updates = 1 : i64}, tensor<16xf32> {fsdp.updates = 2 : i64}, tensor<16xf32> {fsdp.updates = 3 : i64}, tensor<16x48xf32> {fsdp.updates = 4 : i64}, tensor<48xf32> {fsdp.updates = 5 : i64}, tensor<16x16xf32> {fsdp.updates = 6 : i64}, tensor<16xf32> {fsdp.updates = 7 : i64}, tensor<16xf32> {fsdp.updates = 8 : i64}, tensor<16xf32> {fsdp.updates = 9 : i64}, tensor<16x64xf32> {fsdp.updates = 10 : i64}, tensor<64xf32> {fsdp.updates = 11 : i64}, tensor<64x16xf32> {fsdp.updates = 12 : i64}, tensor<16xf32> {fsdp.updates = 13 : i64}, tensor<16xf32> {fsdp.updates = 14 : i64}, tensor<16xf32> {fsdp.updates = 15 : i64}, tensor<16x48xf32> {fsdp.updates = 16 : i64}, tensor<48xf32> {fsdp.updates = 17 : i64}, tensor<16x16xf32> {fsdp.updates = 18 : i64}, tensor<16xf32> {fsdp.updates = 19 : i64}, tensor<16xf32> {fsdp.updates = 20 : i64}, tensor<16xf32> {fsdp.updates = 21 : i64}, tensor<16x64xf32> {fsdp.updates = 22 : i64}, tensor<64xf32> {fsdp.updates = 23 : i64}, tensor<64x16xf32> {fsdp.updates = 24 : i64}, tensor<16xf32> {fsdp.updates = 25 : i64}, tensor<16xf32> {fsdp.updates = 26 : i64}, tensor<16xf32> {fsdp.updates = 27 : i64}, tensor<64x16xf32> {fsdp.updates = 28 : i64}, tensor<8x16xf32> {fsdp.updates = 29 : i64}, tensor<16xf32> {fsdp.updates = 30 : i64}, tensor<16xf32> {fsdp.updates = 31 : i64}, tensor<16x48xf32> {fsdp.updates = 32 : i64}, tensor<48xf32> {fsdp.updates = 33 : i64}, tensor<16x16xf32> {fsdp.updates = 34 : i64}, tensor<16xf32> {fsdp.updates = 35 : i64}, tensor<16xf32> {fsdp.updates = 36 : i64}, tensor<16xf32> {fsdp.updates = 37 : i64}, tensor<16x64xf32> {fsdp.updates = 38 : i64}, tensor<64xf32> {fsdp.updates = 39 : i64}, tensor<64x16xf32> {fsdp.updates = 40 : i64}, tensor<16xf32> {fsdp.updates = 41 : i64}, tensor<16xf32> {fsdp.updates = 42 : i64}, tensor<16xf32> {fsdp.updates = 43 : i64}, tensor<16x48xf32> {fsdp.updates = 44 : i64}, tensor<48xf32> {fsdp.updates = 45 : i64}, tensor<16x16xf32> {fsdp.updates = 46 : i64}, tensor<16xf32> {fsdp.updates = 47 : i64}, tensor<16xf32> {fsdp.updates = 48 : i64}, tensor<16xf32> {fsdp.updates = 49 : i64}, tensor<16x64xf32> {fsdp.updates = 50 : i64}, tensor<64xf32> {fsdp.updates = 51 : i64}, tensor<64x16xf32> {fsdp.updates = 52 : i64}, tensor<16xf32> {fsdp.updates = 53 : i64}, tensor<16xf32> {fsdp.updates = 54 : i64}, tensor<16xf32> {fsdp.updates = 55 : i64}, tensor<64x16xf32> {fsdp.updates = 56 : i64}, tensor<8x16xf32> {fsdp.updates = 57 : i64}, tensor<16xf32> {fsdp.updates = 58 : i64}, tensor<16xf32> {fsdp.updates = 59 : i64}, tensor<16x48xf32> {fsdp.updates = 60 : i64}, tensor<48xf32> {fsdp.updates = 61 : i64}, tensor<16x16xf32> {fsdp.updates = 62 : i64}, tensor<16xf32> {fsdp.updates = 63 : i64}, tensor<16xf32> {fsdp.updates = 64 : i64}, tensor<16xf32> {fsdp.updates = 65 : i64}, tensor<16x64xf32> {fsdp.updates = 66 : i64}, tensor<64xf32> {fsdp.updates = 67 : i64}, tensor<64x16xf32> {fsdp.updates = 68 : i64}, tensor<16xf32> {fsdp.updates = 69 : i64}, tensor<16xf32> {fsdp.updates = 70 : i64}, tensor<16xf32> {fsdp.updates = 71 : i64}, tensor<16x48xf32> {fsdp.updates = 72 : i64}, tensor<48xf32> {fsdp.updates = 73 : i64}, tensor<16x16xf32> {fsdp.updates = 74 : i64}, tensor<16xf32> {fsdp.updates = 75 : i64}, tensor<16xf32> {fsdp.updates = 76 : i64}, tensor<16xf32> {fsdp.updates = 77 : i64}, tensor<16x64xf32> {fsdp.updates = 78 : i64}, tensor<64xf32> {fsdp.updates = 79 : i64}, tensor<64x16xf32> {fsdp.updates = 80 : i64}, tensor<16xf32> {fsdp.updates = 81 : i64}, tensor<16xf32> {fsdp.updates = 82 : i64}, tensor<16xf32> {fsdp.updates = 83 : i64}, tensor<f64> {fsdp.updates = 84 : i64}, tensor<f64> {fsdp.updates = 85 : i64}, tensor<f64> {fsdp.updates = 86 : i64}, tensor<f64> {fsdp.updates = 87 : i64}, tensor<f64> {fsdp.updates = 88 : i64}, tensor<f64> {fsdp.updates = 89 : i64}, tensor<f64> {fsdp.updates = 90 : i64}, tensor<f64> {fsdp.updates = 91 : i64}, tensor<f64> {fsdp.updates = 92 : i64}, tensor<f64> {fsdp.updates = 93 : i64}, tensor<f64> {fsdp.updates = 94 : i64}, tensor<f64> {fsdp.updates = 95 : i64}, tensor<f64> {fsdp.updates = 96 : i64}, tensor<f64> {fsdp.updates = 97 : i64}, tensor<f64> {fsdp.updates = 98 : i64}, tensor<f64> {fsdp.updates = 99 : i64}, tensor<f64> {fsdp.updates = 100 : i64}, tensor<f64> {fsdp.updates = 101 : i64}, tensor<f64> {fsdp.updates = 102 : i64}, tensor<f64> {fsdp.updates = 103 : i64}, tensor<f64> {fsdp.updates = 104 : i64}, tensor<f64> {fsdp.updates = 105 : i64}, tensor<f64> {fsdp.updates = 106 : i64}, tensor<f64> {fsdp.updates = 107 : i64}, tensor<f64> {fsdp.updates = 108 : i64}, tensor<f64> {fsdp.updates = 109 : i64}, tensor<f64> {fsdp.updates = 110 : i64}, tensor<f64> {fsdp.updates = 111 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant 9.999900e-01 : f64
    %cst_0 = arith.constant 5.000000e-01 : f64
    %cst_1 = arith.constant 0.99899999999999999 : f64
    %cst_2 = arith.constant 0.0010000000000000009 : f64
    %cst_3 = arith.constant 9.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-03 : f64
    %cst_5 = arith.constant 1.000000e-08 : f64
    %cst_6 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_7 = arith.constant dense<-0.899999976> : tensor<f32>
    %cst_8 = arith.constant 1.000000e+00 : f64
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
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
    %cst_16 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_17 = arith.constant 0.79788456080286541 : f64
    %cst_18 = arith.constant 4.471500e-02 : f64
    %cst_19 = arith.constant 0xFFF0000000000000 : f64
    %cst_20 = arith.constant 0.59460355750136051 : f64
    %cst_21 = arith.constant 1.000000e-05 : f64
    %cst_22 = arith.constant 1.600000e+01 : f64
    %cst_23 = arith.constant 1.600000e+01 : f32
    %cst_24 = arith.constant 5.000000e-01 : f32
    %cst_25 = arith.constant 1.000000e+00 : f32
    %cst_26 = arith.constant 3.000000e+00 : f32
    %cst_27 = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %cst_28 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_29 = arith.constant dense<0> : tensor<i64>
    %cst_30 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1177 = arith.index_cast %in : i64 to index
      %1178 = linalg.index 2 : index
      %1179 = arith.cmpi slt, %1177, %c64 : index
      cf.assert %1179, "index must be smaller than dim size"
      %1180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1180, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1177, %1178] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1177 = linalg.index 0 : index
      %1178 = arith.index_cast %1177 : index to i64
      linalg.yield %1178 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1177 = arith.index_cast %in : i64 to index
      %1178 = linalg.index 2 : index
      %1179 = arith.cmpi slt, %1177, %c8 : index
      cf.assert %1179, "index must be smaller than dim size"
      %1180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1180, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1177, %1178] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<1x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x16xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1177 = arith.extf %in : f32 to f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %9 = tensor.empty() : tensor<2x8x1xf64>
    %10 = linalg.fill ins(%cst_9 : f64) outs(%9 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.subf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1177 = arith.truncf %in : f64 to f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst_10 : f32) outs(%17 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_21 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.rsqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %28 = tensor.empty() : tensor<16x48xf32>
    %29 = linalg.fill ins(%cst_10 : f32) outs(%28 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %30 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %31 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %expanded_31 = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded_31[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_34 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %33 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_35 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_36 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %34 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_38 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %35 = tensor.empty() : tensor<8x8xi64>
    %36 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_38 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%35 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_175: i64, %out: i64):
      %1177 = arith.subi %in, %in_175 : i64
      linalg.yield %1177 : i64
    } -> tensor<8x8xi64>
    %37 = tensor.empty() : tensor<8x8xi1>
    %38 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xi64>) outs(%37 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_16 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%37 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %1177 = arith.andi %in, %in_175 : i1
      linalg.yield %1177 : i1
    } -> tensor<8x8xi1>
    %40 = tensor.empty() : tensor<8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map11, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_14, %cst_15 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%40 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x8xf32>
    %transposed_39 = linalg.transpose ins(%expanded_34 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %42 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_39 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %43 = tensor.empty() : tensor<4x8x8xf32>
    %44 = linalg.fill ins(%cst_10 : f32) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %45 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_42 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %41 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %47 = tensor.empty() : tensor<2x2x8xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %49 = tensor.empty() : tensor<2x2x8xf32>
    %50 = linalg.fill ins(%cst_11 : f32) outs(%49 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %51:2 = linalg.generic {indexing_maps = [#map8, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x2x8x8xf32>) outs(%50, %48 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %1177 = linalg.index 3 : index
      %1178 = arith.index_cast %1177 : index to i64
      %1179 = arith.maximumf %in, %out : f32
      %1180 = arith.cmpf ogt, %in, %out : f32
      %1181 = arith.select %1180, %1178, %out_175 : i64
      linalg.yield %1179, %1181 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_43 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_43 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.exp %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %54 = tensor.empty() : tensor<2x2x8x1xf32>
    %55 = linalg.fill ins(%cst_10 : f32) outs(%54 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %58 = tensor.empty() : tensor<2x2x8x8xi1>
    %59 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x2x8x8xf32>) outs(%58 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1177 = arith.extf %in : f32 to f64
      %1178 = arith.cmpf oeq, %1177, %cst_19 : f64
      linalg.yield %1178 : i1
    } -> tensor<2x2x8x8xi1>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x2x8x8xi1>) outs(%58 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1177 : i1
    } -> tensor<2x2x8x8xi1>
    %61 = tensor.empty() : tensor<2x2x8x1xi1>
    %62 = linalg.fill ins(%false : i1) outs(%61 : tensor<2x2x8x1xi1>) -> tensor<2x2x8x1xi1>
    %63 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x2x8x8xi1>) outs(%62 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.ori %in, %out : i1
      linalg.yield %1177 : i1
    } -> tensor<2x2x8x1xi1>
    %64 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x8x1xi1>) outs(%61 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1177 : i1
    } -> tensor<2x2x8x1xi1>
    %65 = linalg.generic {indexing_maps = [#map14, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %cst_13, %57 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_44 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %66 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_46 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %67 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_48 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %68 = tensor.empty() : tensor<16x16xf32>
    %69 = linalg.fill ins(%cst_10 : f32) outs(%68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %70 = linalg.matmul ins(%collapsed_48, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%70, %71 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %expanded_49 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %6 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1177 = arith.extf %in : f32 to f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %76 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.subf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1177 = arith.truncf %in : f64 to f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_21 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.rsqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %83 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %85 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_50 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %90 = tensor.empty() : tensor<16x64xf32>
    %91 = linalg.fill ins(%cst_10 : f32) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = linalg.matmul ins(%collapsed_50, %arg10 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %expanded_51 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %95 = tensor.empty() : tensor<2x8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_18 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %98 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_17 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.tanh %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %cst_25 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %102 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_52 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %104 = linalg.matmul ins(%collapsed_52, %arg12 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%104, %105 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %expanded_53 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_53 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1177 = arith.extf %in : f32 to f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.subf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %111 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1177 = arith.truncf %in : f64 to f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_21 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.rsqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %117 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %119 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_54 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %124 = linalg.matmul ins(%collapsed_54, %arg16 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%124, %125 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %expanded_55 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_56 = tensor.extract_slice %expanded_55[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_55[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_55[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_60 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_62 = tensor.expand_shape %extracted_slice_56 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %127 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_59 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %128 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_65 = tensor.collapse_shape %127 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %129 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_67 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67, %41 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %131:2 = linalg.generic {indexing_maps = [#map8, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<2x2x8x8xf32>) outs(%50, %48 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %1177 = linalg.index 3 : index
      %1178 = arith.index_cast %1177 : index to i64
      %1179 = arith.maximumf %in, %out : f32
      %1180 = arith.cmpf ogt, %in, %out : f32
      %1181 = arith.select %1180, %1178, %out_175 : i64
      linalg.yield %1179, %1181 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_68 = tensor.expand_shape %131#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_68 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.exp %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %134 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<2x2x8x8xf32>) outs(%58 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1177 = arith.extf %in : f32 to f64
      %1178 = arith.cmpf oeq, %1177, %cst_19 : f64
      linalg.yield %1178 : i1
    } -> tensor<2x2x8x8xi1>
    %137 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<2x2x8x8xi1>) outs(%58 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1177 : i1
    } -> tensor<2x2x8x8xi1>
    %138 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%137 : tensor<2x2x8x8xi1>) outs(%62 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.ori %in, %out : i1
      linalg.yield %1177 : i1
    } -> tensor<2x2x8x1xi1>
    %139 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<2x2x8x1xi1>) outs(%61 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.cmpi eq, %in, %false : i1
      linalg.yield %1177 : i1
    } -> tensor<2x2x8x1xi1>
    %140 = linalg.generic {indexing_maps = [#map14, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %cst_13, %135 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %140 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_70 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %141 = linalg.batch_matmul ins(%collapsed_69, %collapsed_70 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_71 = tensor.expand_shape %141 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_73 = tensor.collapse_shape %transposed_72 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %142 = linalg.matmul ins(%collapsed_73, %arg18 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %143 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%142, %143 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %expanded_74 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %107 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1177 = arith.extf %in : f32 to f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %148 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.subf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %149 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1177 = arith.truncf %in : f64 to f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_21 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.rsqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %155 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %157 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_75 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %162 = linalg.matmul ins(%collapsed_75, %arg22 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %164 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%162, %163 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %expanded_76 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_18 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %167 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_17 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.tanh %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %cst_25 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_77 = tensor.collapse_shape %172 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %173 = linalg.matmul ins(%collapsed_77, %arg24 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %174 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %175 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%173, %174 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %expanded_78 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_78 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1177 = arith.extf %in : f32 to f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %178 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%177 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %180 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %179 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.subf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %180 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x16xf64>
    %182 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %out : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.divf %in, %cst_22 : f64
      linalg.yield %1177 : f64
    } -> tensor<2x8x1xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1177 = arith.truncf %in : f64 to f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_21 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.rsqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %186 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %188 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg27 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %transposed_79 = linalg.transpose ins(%arg0 : tensor<64x16xf32>) outs(%90 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %193 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %arg113 low[0, 0] high[0, 1] {
    ^bb0(%arg114: index, %arg115: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_81 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_82 = tensor.collapse_shape %extracted_slice_81 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %194 = tensor.empty() : tensor<16xi64>
    %195 = linalg.fill ins(%c0_i64 : i64) outs(%194 : tensor<16xi64>) -> tensor<16xi64>
    %196 = tensor.empty() : tensor<16xf32>
    %197 = linalg.fill ins(%cst_11 : f32) outs(%196 : tensor<16xf32>) -> tensor<16xf32>
    %198:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "reduction"]} ins(%193 : tensor<16x64xf32>) outs(%197, %195 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %1177 = linalg.index 1 : index
      %1178 = arith.index_cast %1177 : index to i64
      %1179 = arith.maximumf %in, %out : f32
      %1180 = arith.cmpf ogt, %in, %out : f32
      %1181 = arith.select %1180, %1178, %out_175 : i64
      linalg.yield %1179, %1181 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_83 = tensor.expand_shape %198#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %199 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%193, %expanded_83 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %200 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.exp %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %201 = tensor.empty() : tensor<16x1xf32>
    %202 = linalg.fill ins(%cst_10 : f32) outs(%201 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %203 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "reduction"]} ins(%200 : tensor<16x64xf32>) outs(%202 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16x1xf32>
    %204 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%203 : tensor<16x1xf32>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.log %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x1xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%199, %204 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %206 = tensor.empty() : tensor<16xi1>
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_82 : tensor<16xi64>) outs(%206 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<16xi1>
    %208 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%207, %collapsed_82, %cst_29 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%194 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_175: i64, %in_176: i64, %out: i64):
      %1177 = arith.select %in, %in_175, %in_176 : i64
      linalg.yield %1177 : i64
    } -> tensor<16xi64>
    %expanded_84 = tensor.expand_shape %208 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %209 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_84 : tensor<16x1xi64>) outs(%202 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1177 = linalg.index 0 : index
      %1178 = arith.index_cast %in : i64 to index
      %1179 = arith.cmpi slt, %1178, %c64 : index
      cf.assert %1179, "index must be smaller than dim size"
      %1180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1180, "index must be larger or equal to 0"
      %extracted = tensor.extract %205[%1177, %1178] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_85 = tensor.collapse_shape %209 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_85 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.negf %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %211 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%207, %210, %cst_14 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %212 = tensor.empty() : tensor<i64>
    %213 = linalg.fill ins(%c0_i64 : i64) outs(%212 : tensor<i64>) -> tensor<i64>
    %214 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%207 : tensor<16xi1>) outs(%213 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1177 = arith.extui %in : i1 to i64
      %1178 = arith.addi %1177, %out : i64
      linalg.yield %1178 : i64
    } -> tensor<i64>
    %215 = tensor.empty() : tensor<f32>
    %216 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%214 : tensor<i64>) outs(%215 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1177 = arith.sitofp %in : i64 to f32
      linalg.yield %1177 : f32
    } -> tensor<f32>
    %217 = linalg.fill ins(%cst_10 : f32) outs(%215 : tensor<f32>) -> tensor<f32>
    %218 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%211 : tensor<16xf32>) outs(%217 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<f32>
    %219 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%218, %216 : tensor<f32>, tensor<f32>) outs(%215 : tensor<f32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<f32>
    %expanded_86 = tensor.expand_shape %collapsed_82 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %220 = tensor.empty() : tensor<64xi64>
    %221 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%220 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %1177 = linalg.index 0 : index
      %1178 = arith.index_cast %1177 : index to i64
      linalg.yield %1178 : i64
    } -> tensor<64xi64>
    %222 = tensor.empty() : tensor<16x64xi1>
    %223 = linalg.generic {indexing_maps = [#map10, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_86, %221 : tensor<16x1xi64>, tensor<64xi64>) outs(%222 : tensor<16x64xi1>) {
    ^bb0(%in: i64, %in_175: i64, %out: i1):
      %1177 = arith.cmpi eq, %in, %in_175 : i64
      linalg.yield %1177 : i1
    } -> tensor<16x64xi1>
    %224 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<16x64xi1>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1177 = arith.uitofp %in : i1 to f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %225 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.negf %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %expanded_87 = tensor.expand_shape %207 [[0, 1]] output_shape [16, 1] : tensor<16xi1> into tensor<16x1xi1>
    %226 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_87 : tensor<16x1xi1>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1177 = arith.uitofp %in : i1 to f32
      linalg.yield %1177 : f32
    } -> tensor<16x1xf32>
    %227 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%225, %226 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %228 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%227, %216 : tensor<16x64xf32>, tensor<f32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %229 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%228, %cst_12 : tensor<16x64xf32>, tensor<f32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %230 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.exp %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %231 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "reduction"]} ins(%229 : tensor<16x64xf32>) outs(%202 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16x1xf32>
    %232 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%230, %231 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %233 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%229, %232 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %234 = tensor.empty() : tensor<64x16xf32>
    %transposed_88 = linalg.transpose ins(%233 : tensor<16x64xf32>) outs(%234 : tensor<64x16xf32>) permutation = [1, 0] 
    %235 = linalg.fill ins(%cst_10 : f32) outs(%234 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %236 = linalg.matmul ins(%transposed_88, %collapsed_80 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%235 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %237 = linalg.matmul ins(%233, %arg0 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_89 = tensor.expand_shape %237 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %190 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %242 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %240 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %243 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %247 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %245 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %190 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %249 = linalg.fill ins(%cst_10 : f32) outs(%196 : tensor<16xf32>) -> tensor<16xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%248 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_89 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %collapsed_90 = tensor.collapse_shape %247 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_91 = linalg.transpose ins(%arg24 : tensor<64x16xf32>) outs(%90 : tensor<16x64xf32>) permutation = [1, 0] 
    %252 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_77 : tensor<16x64xf32>) outs(%234 : tensor<64x16xf32>) permutation = [1, 0] 
    %253 = linalg.matmul ins(%transposed_92, %collapsed_90 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%235 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %254 = tensor.empty() : tensor<1x16xf32>
    %255 = linalg.fill ins(%cst_10 : f32) outs(%254 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %256 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<16x16xf32>) outs(%255 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x16xf32>
    %collapsed_93 = tensor.collapse_shape %256 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_94 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %165 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %260 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_30, %259 : tensor<i64>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_175: f32, %out: f32):
      %1177 = arith.sitofp %in : i64 to f32
      %1178 = arith.subf %1177, %in_175 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %260 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_17 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_18 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_26 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %265 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %266 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %268 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_95 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_96 = linalg.transpose ins(%arg22 : tensor<16x64xf32>) outs(%234 : tensor<64x16xf32>) permutation = [1, 0] 
    %270 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_75 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %271 = linalg.matmul ins(%transposed_97, %collapsed_95 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %272 = tensor.empty() : tensor<1x64xf32>
    %273 = linalg.fill ins(%cst_10 : f32) outs(%272 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<16x64xf32>) outs(%273 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x64xf32>
    %collapsed_98 = tensor.collapse_shape %274 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_99 = tensor.expand_shape %270 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %159 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%278 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %279 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %277 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %280 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %282 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %159 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%285 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_99 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %284 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_100 = tensor.collapse_shape %288 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_101 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %289 = linalg.matmul ins(%collapsed_100, %transposed_101 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_73 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %290 = linalg.matmul ins(%transposed_102, %collapsed_100 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %291 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_100 : tensor<16x16xf32>) outs(%255 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x16xf32>
    %collapsed_103 = tensor.collapse_shape %291 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_104 = tensor.expand_shape %289 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_106 = tensor.collapse_shape %transposed_105 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_69 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %292 = linalg.batch_matmul ins(%transposed_107, %collapsed_106 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_70 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %293 = linalg.batch_matmul ins(%collapsed_106, %transposed_108 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_109 = tensor.expand_shape %292 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_110 = tensor.expand_shape %293 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %294 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %140 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %295 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%294 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x1xf32>
    %296 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %295 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %297 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %296 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_111 = tensor.collapse_shape %297 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_112 = linalg.transpose ins(%collapsed_65 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %298 = linalg.batch_matmul ins(%transposed_112, %collapsed_111 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_66 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %299 = linalg.batch_matmul ins(%collapsed_111, %transposed_113 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_114 = tensor.expand_shape %298 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_115 = tensor.expand_shape %299 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %300 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %301 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_116 = linalg.transpose ins(%301 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_118 = linalg.transpose ins(%expanded_109 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_120 = linalg.transpose ins(%300 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_117, %collapsed_121, %collapsed_119 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_122 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %302 = tensor.empty() : tensor<48x16xf32>
    %transposed_123 = linalg.transpose ins(%arg16 : tensor<16x48xf32>) outs(%302 : tensor<48x16xf32>) permutation = [1, 0] 
    %303 = linalg.matmul ins(%collapsed_122, %transposed_123 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_54 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %304 = linalg.matmul ins(%transposed_124, %collapsed_122 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %305 = tensor.empty() : tensor<1x48xf32>
    %306 = linalg.fill ins(%cst_10 : f32) outs(%305 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %307 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<16x48xf32>) outs(%306 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x48xf32>
    %collapsed_125 = tensor.collapse_shape %307 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_126 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %121 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %312 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %310 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %313 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %315 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %121 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_126 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %317 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_127 = tensor.collapse_shape %321 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_128 = linalg.transpose ins(%arg12 : tensor<64x16xf32>) outs(%90 : tensor<16x64xf32>) permutation = [1, 0] 
    %322 = linalg.matmul ins(%collapsed_127, %transposed_128 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_129 = linalg.transpose ins(%collapsed_52 : tensor<16x64xf32>) outs(%234 : tensor<64x16xf32>) permutation = [1, 0] 
    %323 = linalg.matmul ins(%transposed_129, %collapsed_127 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%235 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %324 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_127 : tensor<16x16xf32>) outs(%255 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x16xf32>
    %collapsed_130 = tensor.collapse_shape %324 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_131 = tensor.expand_shape %322 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %96 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %102 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %328 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_30, %327 : tensor<i64>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_175: f32, %out: f32):
      %1177 = arith.sitofp %in : i64 to f32
      %1178 = arith.subf %1177, %in_175 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %328 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_17 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_18 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x8x64xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_26 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %333 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %334 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %336 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%95 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_132 = tensor.collapse_shape %337 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_133 = linalg.transpose ins(%arg10 : tensor<16x64xf32>) outs(%234 : tensor<64x16xf32>) permutation = [1, 0] 
    %338 = linalg.matmul ins(%collapsed_132, %transposed_133 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_50 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %339 = linalg.matmul ins(%transposed_134, %collapsed_132 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %340 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_132 : tensor<16x64xf32>) outs(%273 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x64xf32>
    %collapsed_135 = tensor.collapse_shape %340 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_136 = tensor.expand_shape %338 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%341 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %87 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%344 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %345 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %343 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %346 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %348 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %87 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%351 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_136 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %350 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_137 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_138 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%collapsed_137, %transposed_138 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_48 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %356 = linalg.matmul ins(%transposed_139, %collapsed_137 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %357 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_137 : tensor<16x16xf32>) outs(%255 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x16xf32>
    %collapsed_140 = tensor.collapse_shape %357 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_141 = tensor.expand_shape %355 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_142 = linalg.transpose ins(%expanded_141 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_44 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %358 = linalg.batch_matmul ins(%transposed_144, %collapsed_143 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_45 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %359 = linalg.batch_matmul ins(%collapsed_143, %transposed_145 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_146 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_147 = tensor.expand_shape %359 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %360 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147, %65 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %361 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%360 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x1xf32>
    %362 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %361 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %363 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %362 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_148 = tensor.collapse_shape %363 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_40 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %364 = linalg.batch_matmul ins(%transposed_149, %collapsed_148 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_150 = linalg.transpose ins(%collapsed_41 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %365 = linalg.batch_matmul ins(%collapsed_148, %transposed_150 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_151 = tensor.expand_shape %364 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_152 = tensor.expand_shape %365 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %366 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %367 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_20 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_153 = linalg.transpose ins(%367 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_155 = linalg.transpose ins(%expanded_146 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_156 = tensor.collapse_shape %transposed_155 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_157 = linalg.transpose ins(%366 : tensor<2x2x8x8xf32>) outs(%67 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat_159 = tensor.concat dim(2) %collapsed_154, %collapsed_158, %collapsed_156 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_160 = tensor.collapse_shape %concat_159 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %transposed_161 = linalg.transpose ins(%arg4 : tensor<16x48xf32>) outs(%302 : tensor<48x16xf32>) permutation = [1, 0] 
    %368 = linalg.matmul ins(%collapsed_160, %transposed_161 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_162 = linalg.transpose ins(%collapsed : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) permutation = [1, 0] 
    %369 = linalg.matmul ins(%transposed_162, %collapsed_160 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %370 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["reduction", "parallel"]} ins(%collapsed_160 : tensor<16x48xf32>) outs(%306 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x48xf32>
    %collapsed_163 = tensor.collapse_shape %370 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_164 = tensor.expand_shape %368 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%371 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %375 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %373 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %376 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.divf %in, %cst_23 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x1xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %378 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%381 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_164 : tensor<2x8x16xf32>) outs(%249 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %380 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %385 = linalg.fill ins(%cst_10 : f32) outs(%4 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%384 : tensor<2x8x16xf32>) outs(%385 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.addf %in, %out : f32
      linalg.yield %1177 : f32
    } -> tensor<1x8x16xf32>
    %387 = tensor.empty() : tensor<1x8xi1>
    %388 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%387 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<1x8xi1>
    %389 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%387 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<1x8xi1>
    %390 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%388, %389 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%387 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %1177 = arith.andi %in, %in_175 : i1
      linalg.yield %1177 : i1
    } -> tensor<1x8xi1>
    %391 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%387 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<1x8xi1>
    %392 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%390, %391 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%387 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %1177 = arith.andi %in, %in_175 : i1
      linalg.yield %1177 : i1
    } -> tensor<1x8xi1>
    %expanded_165 = tensor.expand_shape %392 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %393 = tensor.empty() : tensor<1x8xi64>
    %394 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%393 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %1177 = arith.maxsi %in, %c-8_i64 : i64
      %1178 = arith.minsi %1177, %c7_i64 : i64
      linalg.yield %1178 : i64
    } -> tensor<1x8xi64>
    %395 = tensor.empty() : tensor<1x8x1xi1>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<1x8x1xi1>) outs(%395 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.xori %in, %true : i1
      linalg.yield %1177 : i1
    } -> tensor<1x8x1xi1>
    %397 = linalg.generic {indexing_maps = [#map4, #map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %cst_14, %386 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x16xf32>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_166 = tensor.collapse_shape %394 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_167 = tensor.expand_shape %collapsed_166 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_168 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %expanded_169 = tensor.expand_shape %collapsed_168 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %398 = scf.for %arg114 = %c0 to %c8 step %c1 iter_args(%arg115 = %cst_27) -> (tensor<8x16xf32>) {
      %extracted = tensor.extract %expanded_167[%arg114, %c0] : tensor<8x1xi64>
      %1177 = arith.index_cast %extracted : i64 to index
      %extracted_slice_175 = tensor.extract_slice %expanded_169[%arg114, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<8x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_176 = tensor.extract_slice %arg115[%1177, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      %1178 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_175, %extracted_slice_176 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_176 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_177: f32, %out: f32):
        %1179 = arith.addf %in_177, %in : f32
        linalg.yield %1179 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %1178 into %arg115[%1177, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      scf.yield %inserted_slice : tensor<8x16xf32>
    }
    %399 = tensor.empty() : tensor<2x8xi1>
    %400 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%399 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<2x8xi1>
    %401 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%399 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<2x8xi1>
    %402 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%400, %401 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%399 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %1177 = arith.andi %in, %in_175 : i1
      linalg.yield %1177 : i1
    } -> tensor<2x8xi1>
    %403 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%399 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1177 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1177 : i1
    } -> tensor<2x8xi1>
    %404 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%402, %403 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%399 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %1177 = arith.andi %in, %in_175 : i1
      linalg.yield %1177 : i1
    } -> tensor<2x8xi1>
    %expanded_170 = tensor.expand_shape %404 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %405 = tensor.empty() : tensor<2x8xi64>
    %406 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<2x8xi64>) outs(%405 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %1177 = arith.maxsi %in, %c-64_i64 : i64
      %1178 = arith.minsi %1177, %c63_i64 : i64
      linalg.yield %1178 : i64
    } -> tensor<2x8xi64>
    %407 = tensor.empty() : tensor<2x8x1xi1>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_170 : tensor<2x8x1xi1>) outs(%407 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1177 = arith.xori %in, %true : i1
      linalg.yield %1177 : i1
    } -> tensor<2x8x1xi1>
    %409 = linalg.generic {indexing_maps = [#map4, #map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %cst_14, %384 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_171 = tensor.collapse_shape %406 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_172 = tensor.expand_shape %collapsed_171 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_173 = tensor.collapse_shape %409 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_174 = tensor.expand_shape %collapsed_173 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %410 = scf.for %arg114 = %c0 to %c16 step %c1 iter_args(%arg115 = %cst_28) -> (tensor<64x16xf32>) {
      %extracted = tensor.extract %expanded_172[%arg114, %c0] : tensor<16x1xi64>
      %1177 = arith.index_cast %extracted : i64 to index
      %extracted_slice_175 = tensor.extract_slice %expanded_174[%arg114, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<16x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_176 = tensor.extract_slice %arg115[%1177, 0] [1, 16] [1, 1] : tensor<64x16xf32> to tensor<1x16xf32>
      %1178 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_175, %extracted_slice_176 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_176 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_177: f32, %out: f32):
        %1179 = arith.addf %in_177, %in : f32
        linalg.yield %1179 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %1178 into %arg115[%1177, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<64x16xf32>
      scf.yield %inserted_slice : tensor<64x16xf32>
    }
    %411 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%410, %236 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %412 = "fsdp.all_reduce"(%411) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %413 = "fsdp.all_reduce"(%398) {grid = @dp, reduction = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %414 = "fsdp.all_reduce"(%382) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %415 = "fsdp.all_reduce"(%383) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %416 = "fsdp.all_reduce"(%369) {grid = @dp, reduction = 1 : i32} : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %417 = "fsdp.all_reduce"(%collapsed_163) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %418 = "fsdp.all_reduce"(%356) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %419 = "fsdp.all_reduce"(%collapsed_140) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %420 = "fsdp.all_reduce"(%352) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %421 = "fsdp.all_reduce"(%353) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %422 = "fsdp.all_reduce"(%339) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %423 = "fsdp.all_reduce"(%collapsed_135) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %424 = "fsdp.all_reduce"(%323) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %425 = "fsdp.all_reduce"(%collapsed_130) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %426 = "fsdp.all_reduce"(%319) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %427 = "fsdp.all_reduce"(%320) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %428 = "fsdp.all_reduce"(%304) {grid = @dp, reduction = 1 : i32} : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %429 = "fsdp.all_reduce"(%collapsed_125) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %430 = "fsdp.all_reduce"(%290) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %431 = "fsdp.all_reduce"(%collapsed_103) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %432 = "fsdp.all_reduce"(%286) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %433 = "fsdp.all_reduce"(%287) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %434 = "fsdp.all_reduce"(%271) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %435 = "fsdp.all_reduce"(%collapsed_98) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %436 = "fsdp.all_reduce"(%253) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %437 = "fsdp.all_reduce"(%collapsed_93) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %438 = "fsdp.all_reduce"(%250) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %439 = "fsdp.all_reduce"(%251) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %440 = "fsdp.all_reduce"(%219) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %441 = tensor.empty() : tensor<f64>
    %442 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg84 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %443 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %444 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%215 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.absf %in : f32
      linalg.yield %1177 : f32
    } -> tensor<f32>
    %445 = tensor.empty() : tensor<i1>
    %446 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%444 : tensor<f32>) outs(%445 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %1177 = arith.extf %in : f32 to f64
      %1178 = arith.cmpf oge, %1177, %cst_0 : f64
      linalg.yield %1178 : i1
    } -> tensor<i1>
    %447 = linalg.generic {indexing_maps = [#map17, #map17, #map17, #map17], iterator_types = []} ins(%446, %cst_7, %cst_6 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%215 : tensor<f32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<f32>
    %448 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %412, %arg28 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %449 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%412, %arg28 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %450 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %449 : tensor<f32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %451 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%450, %448 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %452 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %453 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %454 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%453, %412 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %455 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%452, %454 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %456 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%442 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %457 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %456 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %458 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%442 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %459 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %458 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %460 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%457 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %461 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%460 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %462 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%461 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %463 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%459 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %464 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %465 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%463, %462 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %466 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%464, %465 : tensor<64x16xf32>, tensor<f64>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %467 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%462 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %468 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%467 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %469 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%466, %468 : tensor<64x16xf32>, tensor<f64>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %470 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%451, %469 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %471 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%443, %470 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %472 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg85 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %473 = tensor.empty() : tensor<8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<8x16xf32>
    %475 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %413, %arg29 : tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %476 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%413, %arg29 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %477 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %476 : tensor<f32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %478 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%477, %475 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %479 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<8x16xf32>
    %480 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%413 : tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<8x16xf32>
    %481 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%480, %413 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %482 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%479, %481 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %483 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%472 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %484 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %483 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %485 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%472 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %486 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %485 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %487 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%484 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %488 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%487 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %489 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%488 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %490 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%486 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %491 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%482 : tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %492 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%490, %489 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %493 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%491, %492 : tensor<8x16xf32>, tensor<f64>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<8x16xf32>
    %494 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%489 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %495 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%494 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %496 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%493, %495 : tensor<8x16xf32>, tensor<f64>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<8x16xf32>
    %497 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%478, %496 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %498 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%474, %497 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%473 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<8x16xf32>
    %499 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg86 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %500 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %414, %arg30 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %502 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%414, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %503 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %502 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%503, %501 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %505 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg58 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %506 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%414 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %507 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%506, %414 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %508 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%505, %507 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %509 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%499 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %510 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %509 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %511 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%499 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %512 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %511 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %513 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%510 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %514 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%513 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %515 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%514 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %516 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%512 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %517 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%508 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%516, %515 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %519 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%517, %518 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%515 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %521 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%520 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %522 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%519, %521 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%504, %522 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %524 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%500, %523 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %525 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg87 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %526 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %527 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %415, %arg31 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%415, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %529 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %528 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%529, %527 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %532 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%415 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%532, %415 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%531, %533 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %535 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%525 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %536 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %535 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %537 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%525 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %538 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %537 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %539 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%536 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %540 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%539 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %541 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%540 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %542 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%538 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %543 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%534 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %544 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%542, %541 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %545 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%543, %544 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %546 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%541 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %547 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%546 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %548 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%545, %547 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %549 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%530, %548 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %550 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%526, %549 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %551 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg88 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %552 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %553 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %416, %arg32 : tensor<i1>, tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %554 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%416, %arg32 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %555 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %554 : tensor<f32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %556 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%555, %553 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %557 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %558 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %559 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%558, %416 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %560 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%557, %559 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %561 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%551 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %562 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %561 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %563 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%551 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %564 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %563 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %565 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%562 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %566 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%565 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %567 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%566 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %568 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%564 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %569 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%560 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %570 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%568, %567 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %571 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%569, %570 : tensor<16x48xf32>, tensor<f64>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %572 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%567 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %573 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%572 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %574 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%571, %573 : tensor<16x48xf32>, tensor<f64>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %575 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%556, %574 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %576 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%552, %575 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %577 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg89 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %578 = tensor.empty() : tensor<48xf32>
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %580 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %417, %arg33 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %581 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%417, %arg33 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %582 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %581 : tensor<f32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %583 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%582, %580 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %584 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %585 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%417 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %586 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%585, %417 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %587 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%584, %586 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %588 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%577 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %589 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %588 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %590 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%577 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %591 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %590 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %592 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%589 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %593 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%592 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %594 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%593 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %595 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%591 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%587 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %597 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%595, %594 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %598 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%596, %597 : tensor<48xf32>, tensor<f64>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %599 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%594 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %600 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%599 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %601 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%598, %600 : tensor<48xf32>, tensor<f64>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %602 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%583, %601 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %603 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%579, %602 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %604 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg90 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %605 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %606 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %418, %arg34 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %607 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%418, %arg34 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %608 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %607 : tensor<f32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %609 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%608, %606 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %610 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %611 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%418 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %612 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%611, %418 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %613 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%610, %612 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %614 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%604 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %615 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %614 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %616 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%604 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %617 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %616 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %618 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%615 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %619 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%618 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %620 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%619 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %621 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%617 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %622 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%613 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %623 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%621, %620 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %624 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%622, %623 : tensor<16x16xf32>, tensor<f64>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %625 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%620 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %626 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%625 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %627 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%624, %626 : tensor<16x16xf32>, tensor<f64>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %628 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%609, %627 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %629 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%605, %628 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %630 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg91 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg7 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %632 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %419, %arg35 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %633 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%419, %arg35 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %634 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %633 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %635 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%634, %632 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %636 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg63 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %637 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%419 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %638 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%637, %419 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %639 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %638 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %640 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%630 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %641 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %640 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %642 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%630 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %643 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %642 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %644 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%641 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %645 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%644 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %646 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%645 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %647 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%643 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %648 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%639 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %649 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%647, %646 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %650 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%648, %649 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %651 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%646 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %652 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%651 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %653 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%650, %652 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %654 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%635, %653 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %655 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%631, %654 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %656 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg92 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %657 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg8 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %658 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %420, %arg36 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %659 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%420, %arg36 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %660 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %659 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%660, %658 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg64 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %663 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%420 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%663, %420 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %665 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%662, %664 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %666 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%656 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %667 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %666 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %668 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%656 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %669 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %668 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %670 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%667 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %671 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%670 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %672 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%671 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %673 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%669 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %674 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%665 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %675 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%673, %672 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %676 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%674, %675 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %677 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%672 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %678 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%677 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %679 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%676, %678 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%661, %679 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %681 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%657, %680 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %682 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg93 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %683 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg9 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %684 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %421, %arg37 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %685 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%421, %arg37 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %686 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %685 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%686, %684 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %688 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg65 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %689 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%421 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %690 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%689, %421 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %691 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%688, %690 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %692 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%682 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %693 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %692 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %694 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%682 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %695 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %694 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %696 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%693 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %697 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%696 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %698 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%697 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %699 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%695 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%691 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %701 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%699, %698 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %702 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%700, %701 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %703 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%698 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %704 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%703 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %705 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%702, %704 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %706 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%687, %705 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %707 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%683, %706 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %708 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg94 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %709 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %710 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %422, %arg38 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %711 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%422, %arg38 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %712 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %711 : tensor<f32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %713 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%712, %710 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %714 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %715 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%422 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %716 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%715, %422 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %717 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%714, %716 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %718 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%708 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %719 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %718 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %720 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%708 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %721 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %720 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %722 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%719 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %723 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%722 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %724 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%723 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %725 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%721 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %726 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%717 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %727 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%725, %724 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %728 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%726, %727 : tensor<16x64xf32>, tensor<f64>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %729 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%724 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %730 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%729 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %731 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%728, %730 : tensor<16x64xf32>, tensor<f64>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %732 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%713, %731 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %733 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%709, %732 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %734 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg95 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %735 = tensor.empty() : tensor<64xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %737 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %423, %arg39 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %738 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%423, %arg39 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %739 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %738 : tensor<f32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %740 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%739, %737 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %741 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg67 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%423 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %743 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%742, %423 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%741, %743 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %745 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%734 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %746 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %745 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %747 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%734 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %748 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %747 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %749 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%746 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %750 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%749 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %751 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%750 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %752 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%748 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %753 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%744 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %754 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%752, %751 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %755 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%753, %754 : tensor<64xf32>, tensor<f64>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %756 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%751 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %757 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%756 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %758 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%755, %757 : tensor<64xf32>, tensor<f64>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %759 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%740, %758 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%736, %759 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %761 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg96 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %762 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %763 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %424, %arg40 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %764 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%424, %arg40 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %765 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %764 : tensor<f32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %766 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%765, %763 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %767 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %768 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%424 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %769 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%768, %424 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %770 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%767, %769 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %771 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%761 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %772 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %771 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %773 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%761 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %774 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %773 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %775 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%772 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %776 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%775 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %777 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%776 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %778 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%774 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %779 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%770 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %780 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%778, %777 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %781 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%779, %780 : tensor<64x16xf32>, tensor<f64>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %782 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%777 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %783 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%782 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %784 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%781, %783 : tensor<64x16xf32>, tensor<f64>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %785 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%766, %784 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %786 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%762, %785 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %787 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg97 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %788 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg13 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %789 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %425, %arg41 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%425, %arg41 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %791 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %790 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%791, %789 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg69 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%425 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%794, %425 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %796 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%793, %795 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %797 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%787 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %798 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %797 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %799 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%787 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %800 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %799 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %801 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%798 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %802 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%801 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %803 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%802 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %804 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%800 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%796 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %806 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%804, %803 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %807 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%805, %806 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %808 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%803 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %809 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%808 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %810 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%807, %809 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%792, %810 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%788, %811 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %813 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg98 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg14 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %815 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %426, %arg42 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%426, %arg42 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %817 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %816 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%817, %815 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %819 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg70 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %820 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%426 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %821 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%820, %426 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %822 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%819, %821 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %823 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%813 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %824 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %823 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %825 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%813 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %826 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %825 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %827 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%824 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %828 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%827 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %829 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%828 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %830 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%826 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%822 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %832 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%830, %829 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %833 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%831, %832 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %834 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%829 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %835 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%834 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %836 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%833, %835 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %837 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%818, %836 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%814, %837 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %839 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg99 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %840 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg15 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %841 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %427, %arg43 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%427, %arg43 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %843 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %842 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %844 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%843, %841 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg71 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %846 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%427 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%846, %427 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%845, %847 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %849 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%839 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %850 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %849 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %851 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%839 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %852 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %851 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %853 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%850 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %854 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%853 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %855 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%854 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %856 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%852 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %857 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%848 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %858 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%856, %855 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %859 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%857, %858 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %860 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%855 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %861 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%860 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %862 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%859, %861 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %863 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%844, %862 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%840, %863 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %865 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg100 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %866 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %867 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %428, %arg44 : tensor<i1>, tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %868 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%428, %arg44 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %869 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %868 : tensor<f32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %870 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%869, %867 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %871 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %872 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %873 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%872, %428 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %874 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%871, %873 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %875 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%865 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %876 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %875 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %877 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%865 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %878 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %877 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %879 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%876 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %880 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%879 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %881 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%880 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %882 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%878 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %883 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%874 : tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %884 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%882, %881 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %885 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%883, %884 : tensor<16x48xf32>, tensor<f64>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %886 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%881 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %887 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%886 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %888 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%885, %887 : tensor<16x48xf32>, tensor<f64>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x48xf32>
    %889 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%870, %888 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %890 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%866, %889 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x48xf32>
    %891 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg101 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %892 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg17 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %893 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %429, %arg45 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %894 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%429, %arg45 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %895 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %894 : tensor<f32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%895, %893 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %897 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg73 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %898 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%429 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%898, %429 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %900 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%897, %899 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %901 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%891 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %902 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %901 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %903 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%891 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %904 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %903 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %905 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%902 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %906 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%905 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %907 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%906 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %908 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%904 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %909 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%900 : tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %910 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%908, %907 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %911 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%909, %910 : tensor<48xf32>, tensor<f64>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %912 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%907 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %913 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%912 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %914 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%911, %913 : tensor<48xf32>, tensor<f64>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<48xf32>
    %915 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%896, %914 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %916 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%892, %915 : tensor<48xf32>, tensor<48xf32>) outs(%578 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<48xf32>
    %917 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg102 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %918 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %919 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %430, %arg46 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %920 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%430, %arg46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %921 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %920 : tensor<f32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %922 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%921, %919 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %923 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %924 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %925 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%924, %430 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %926 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%923, %925 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %927 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%917 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %928 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %927 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %929 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%917 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %930 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %929 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %931 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%928 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %932 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%931 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %933 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%932 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %934 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%930 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %935 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%926 : tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %936 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%934, %933 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %937 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%935, %936 : tensor<16x16xf32>, tensor<f64>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %938 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%933 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %939 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%938 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %940 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%937, %939 : tensor<16x16xf32>, tensor<f64>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x16xf32>
    %941 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%922, %940 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %942 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%918, %941 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%68 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x16xf32>
    %943 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg103 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %944 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg19 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %945 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %431, %arg47 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %946 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%431, %arg47 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %947 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %946 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %948 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%947, %945 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg75 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %950 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%431 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %951 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%950, %431 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %952 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%949, %951 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %953 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%943 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %954 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %953 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %955 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%943 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %956 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %955 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %957 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%954 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %958 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%957 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %959 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%958 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %960 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%956 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %961 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%952 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %962 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%960, %959 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %963 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%961, %962 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %964 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%959 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %965 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%964 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %966 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%963, %965 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %967 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%948, %966 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %968 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%944, %967 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %969 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg104 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %970 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %971 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %432, %arg48 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %972 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%432, %arg48 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %973 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %972 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %974 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%973, %971 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %975 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg76 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %976 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%432 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %977 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%976, %432 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %978 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%975, %977 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %979 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%969 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %980 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %979 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %981 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%969 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %982 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %981 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %983 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%980 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %984 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%983 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %985 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%984 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %986 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%982 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %987 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%978 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %988 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%986, %985 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %989 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%987, %988 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %990 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%985 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %991 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%990 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %992 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%989, %991 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %993 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%974, %992 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %994 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%970, %993 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %995 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg105 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %996 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %997 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %433, %arg49 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %998 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%433, %arg49 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %999 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %998 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1000 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%999, %997 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg77 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1002 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%433 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1003 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1002, %433 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1004 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1001, %1003 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1005 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%995 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1006 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1005 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1007 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%995 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1008 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1007 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1009 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1006 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1010 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1009 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1011 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1010 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1012 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1008 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1004 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1014 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1012, %1011 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1015 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1013, %1014 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1016 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1011 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1017 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1016 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1018 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1015, %1017 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1019 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1000, %1018 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1020 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%996, %1019 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1021 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg106 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1022 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %1023 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %434, %arg50 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1024 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%434, %arg50 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1025 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %1024 : tensor<f32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1026 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1025, %1023 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1027 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %1028 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %1029 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1028, %434 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1030 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1027, %1029 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1031 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1021 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1032 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1031 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1033 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1021 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1034 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1033 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1035 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1032 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1036 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1035 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1037 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1036 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1038 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1034 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1039 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1030 : tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1040 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1038, %1037 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1041 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%1039, %1040 : tensor<16x64xf32>, tensor<f64>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %1042 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1037 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1043 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1042 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1044 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%1041, %1043 : tensor<16x64xf32>, tensor<f64>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16x64xf32>
    %1045 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1026, %1044 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1046 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1022, %1045 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16x64xf32>
    %1047 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg107 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1048 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %1049 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %435, %arg51 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1050 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%435, %arg51 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1051 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %1050 : tensor<f32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1052 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1051, %1049 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1053 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg79 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %1054 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%435 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1054, %435 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1053, %1055 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1057 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1047 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1058 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1057 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1059 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1047 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1060 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1059 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1061 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1058 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1062 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1061 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1063 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1062 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1064 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1060 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1065 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1056 : tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1066 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1064, %1063 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1067 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1065, %1066 : tensor<64xf32>, tensor<f64>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %1068 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1063 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1069 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1068 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1070 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1067, %1069 : tensor<64xf32>, tensor<f64>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64xf32>
    %1071 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1052, %1070 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1072 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1048, %1071 : tensor<64xf32>, tensor<64xf32>) outs(%735 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64xf32>
    %1073 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg108 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1074 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %1075 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %436, %arg52 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1076 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%436, %arg52 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1077 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %1076 : tensor<f32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1078 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1077, %1075 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1079 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %1080 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%436 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %1081 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1080, %436 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1082 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1079, %1081 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1083 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1073 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1084 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1083 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1085 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1073 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1086 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1085 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1087 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1084 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1088 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1087 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1089 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1088 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1090 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1086 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1091 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1082 : tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1092 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1090, %1089 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1093 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%1091, %1092 : tensor<64x16xf32>, tensor<f64>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %1094 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1089 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1095 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1094 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1096 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%1093, %1095 : tensor<64x16xf32>, tensor<f64>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<64x16xf32>
    %1097 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1078, %1096 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1098 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1074, %1097 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%234 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<64x16xf32>
    %1099 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg109 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg25 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1101 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %437, %arg53 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%437, %arg53 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1103 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %1102 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1103, %1101 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg81 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%437 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1106, %437 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1105, %1107 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1109 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1099 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1110 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1109 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1111 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1099 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1112 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1111 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1113 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1110 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1114 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1113 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1115 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1114 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1116 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1112 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1108 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1118 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1116, %1115 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1119 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1117, %1118 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1120 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1115 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1121 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1120 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1122 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1119, %1121 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1123 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1104, %1122 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1100, %1123 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1125 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg110 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1127 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %438, %arg54 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%438, %arg54 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1129 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %1128 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1129, %1127 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%438 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1132, %438 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1131, %1133 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1135 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1125 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1136 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1135 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1137 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1125 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1138 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1137 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1139 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1136 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1140 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1139 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1141 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1140 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1142 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1138 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1134 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1144 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1142, %1141 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1145 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1143, %1144 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1146 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1141 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1147 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1146 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1148 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1145, %1147 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1130, %1148 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1126, %1149 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1151 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg111 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.addf %in, %cst_8 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1153 = linalg.generic {indexing_maps = [#map16, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %439, %arg55 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %1177 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1154 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%439, %arg55 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.subf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1155 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %1154 : tensor<f32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1155, %1153 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg83 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_1 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%439 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = arith.truncf %cst_2 : f64 to f32
      %1178 = arith.mulf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1159 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1158, %439 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.mulf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1157, %1159 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1161 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1151 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_3, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1162 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1161 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1163 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1151 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.powf %cst_1, %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1164 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_30, %1163 : tensor<i64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: i64, %in_175: f64, %out: f64):
      %1177 = arith.sitofp %in : i64 to f64
      %1178 = arith.subf %1177, %in_175 : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1165 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1162 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1166 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1165 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1167 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1166 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.negf %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1168 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1164 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = math.sqrt %in : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1160 : tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1177 = math.sqrt %in : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1170 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%1168, %1167 : tensor<f64>, tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %1177 = arith.mulf %in, %in_175 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1171 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1169, %1170 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.divf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1172 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1167 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %1177, "unimplemented: tensor with zero element"
      %1178 = arith.divf %cst_8, %in : f64
      linalg.yield %1178 : f64
    } -> tensor<f64>
    %1173 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1172 : tensor<f64>) outs(%441 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1177 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1177 : f64
    } -> tensor<f64>
    %1174 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%1171, %1173 : tensor<16xf32>, tensor<f64>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f64, %out: f32):
      %1177 = arith.truncf %in_175 : f64 to f32
      %1178 = arith.addf %in, %1177 : f32
      linalg.yield %1178 : f32
    } -> tensor<16xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1156, %1174 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.divf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1152, %1175 : tensor<16xf32>, tensor<16xf32>) outs(%196 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %1177 = arith.addf %in, %in_175 : f32
      linalg.yield %1177 : f32
    } -> tensor<16xf32>
    return %471, %498, %524, %550, %576, %603, %629, %655, %681, %707, %733, %760, %786, %812, %838, %864, %890, %916, %942, %968, %994, %1020, %1046, %1072, %1098, %1124, %1150, %1176, %451, %478, %504, %530, %556, %583, %609, %635, %661, %687, %713, %740, %766, %792, %818, %844, %870, %896, %922, %948, %974, %1000, %1026, %1052, %1078, %1104, %1130, %1156, %455, %482, %508, %534, %560, %587, %613, %639, %665, %691, %717, %744, %770, %796, %822, %848, %874, %900, %926, %952, %978, %1004, %1030, %1056, %1082, %1108, %1134, %1160, %442, %472, %499, %525, %551, %577, %604, %630, %656, %682, %708, %734, %761, %787, %813, %839, %865, %891, %917, %943, %969, %995, %1021, %1047, %1073, %1099, %1125, %1151, %440 : tensor<64x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}
