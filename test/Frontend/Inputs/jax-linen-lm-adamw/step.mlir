#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> ()>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> ()>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map24 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map25 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map26 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map27 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map28 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map29 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map30 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map31 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map32 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map33 = affine_map<(d0) -> ()>
#map34 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map35 = affine_map<(d0, d1, d2) -> (d0)>
#map36 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>
#map37 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#map38 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map39 = affine_map<(d0, d1) -> (d1, d0)>
#map40 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map41 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0)>
#map42 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>
#map43 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map44 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
#map45 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map46 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#map47 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map48 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map49 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>
#map50 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map51 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map52 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0, d1)>
module @jit_step {
  shard.grid @dp(shape = 2)
  func.func public @train_step(%arg0: tensor<64xf32> {fsdp.state}, %arg1: tensor<16x64xf32> {fsdp.state}, %arg2: tensor<16xf32> {fsdp.state}, %arg3: tensor<64x16xf32> {fsdp.state}, %arg4: tensor<32xf32> {fsdp.state}, %arg5: tensor<16x32xf32> {fsdp.state}, %arg6: tensor<32x16xf32> {fsdp.state}, %arg7: tensor<16xf32> {fsdp.state}, %arg8: tensor<16xf32> {fsdp.state}, %arg9: tensor<16xf32> {fsdp.state}, %arg10: tensor<16xf32> {fsdp.state}, %arg11: tensor<16xf32> {fsdp.state}, %arg12: tensor<16xf32> {fsdp.state}, %arg13: tensor<2x8xf32> {fsdp.state}, %arg14: tensor<16x2x8xf32> {fsdp.state}, %arg15: tensor<16xf32> {fsdp.state}, %arg16: tensor<2x8x16xf32> {fsdp.state}, %arg17: tensor<2x8xf32> {fsdp.state}, %arg18: tensor<16x2x8xf32> {fsdp.state}, %arg19: tensor<2x8xf32> {fsdp.state}, %arg20: tensor<16x2x8xf32> {fsdp.state}, %arg21: tensor<i32> {fsdp.state}, %arg22: tensor<64xf32> {fsdp.state}, %arg23: tensor<16x64xf32> {fsdp.state}, %arg24: tensor<16xf32> {fsdp.state}, %arg25: tensor<64x16xf32> {fsdp.state}, %arg26: tensor<32xf32> {fsdp.state}, %arg27: tensor<16x32xf32> {fsdp.state}, %arg28: tensor<32x16xf32> {fsdp.state}, %arg29: tensor<16xf32> {fsdp.state}, %arg30: tensor<16xf32> {fsdp.state}, %arg31: tensor<16xf32> {fsdp.state}, %arg32: tensor<16xf32> {fsdp.state}, %arg33: tensor<16xf32> {fsdp.state}, %arg34: tensor<16xf32> {fsdp.state}, %arg35: tensor<2x8xf32> {fsdp.state}, %arg36: tensor<16x2x8xf32> {fsdp.state}, %arg37: tensor<16xf32> {fsdp.state}, %arg38: tensor<2x8x16xf32> {fsdp.state}, %arg39: tensor<2x8xf32> {fsdp.state}, %arg40: tensor<16x2x8xf32> {fsdp.state}, %arg41: tensor<2x8xf32> {fsdp.state}, %arg42: tensor<16x2x8xf32> {fsdp.state}, %arg43: tensor<64xf32> {fsdp.state}, %arg44: tensor<16x64xf32> {fsdp.state}, %arg45: tensor<16xf32> {fsdp.state}, %arg46: tensor<64x16xf32> {fsdp.state}, %arg47: tensor<32xf32> {fsdp.state}, %arg48: tensor<16x32xf32> {fsdp.state}, %arg49: tensor<32x16xf32> {fsdp.state}, %arg50: tensor<16xf32> {fsdp.state}, %arg51: tensor<16xf32> {fsdp.state}, %arg52: tensor<16xf32> {fsdp.state}, %arg53: tensor<16xf32> {fsdp.state}, %arg54: tensor<16xf32> {fsdp.state}, %arg55: tensor<16xf32> {fsdp.state}, %arg56: tensor<2x8xf32> {fsdp.state}, %arg57: tensor<16x2x8xf32> {fsdp.state}, %arg58: tensor<16xf32> {fsdp.state}, %arg59: tensor<2x8x16xf32> {fsdp.state}, %arg60: tensor<2x8xf32> {fsdp.state}, %arg61: tensor<16x2x8xf32> {fsdp.state}, %arg62: tensor<2x8xf32> {fsdp.state}, %arg63: tensor<16x2x8xf32> {fsdp.state}, %arg64: tensor<2x8xi32>, %arg65: tensor<2x8xi32>) -> (tensor<64xf32> {fsdp.updates = 0 : i64}, tensor<16x64xf32> {fsdp.updates = 1 : i64}, tensor<16xf32> {fsdp.updates = 2 : i64}, tensor<64x16xf32> {fsdp.updates = 3 : i64}, tensor<32xf32> {fsdp.updates = 4 : i64}, tensor<16x32xf32> {fsdp.updates = 5 : i64}, tensor<32x16xf32> {fsdp.updates = 6 : i64}, tensor<16xf32> {fsdp.updates = 7 : i64}, tensor<16xf32> {fsdp.updates = 8 : i64}, tensor<16xf32> {fsdp.updates = 9 : i64}, tensor<16xf32> {fsdp.updates = 10 : i64}, tensor<16xf32> {fsdp.updates = 11 : i64}, tensor<16xf32> {fsdp.updates = 12 : i64}, tensor<2x8xf32> {fsdp.updates = 13 : i64}, tensor<16x2x8xf32> {fsdp.updates = 14 : i64}, tensor<16xf32> {fsdp.updates = 15 : i64}, tensor<2x8x16xf32> {fsdp.updates = 16 : i64}, tensor<2x8xf32> {fsdp.updates = 17 : i64}, tensor<16x2x8xf32> {fsdp.updates = 18 : i64}, tensor<2x8xf32> {fsdp.updates = 19 : i64}, tensor<16x2x8xf32> {fsdp.updates = 20 : i64}, tensor<i32> {fsdp.updates = 21 : i64}, tensor<64xf32> {fsdp.updates = 22 : i64}, tensor<16x64xf32> {fsdp.updates = 23 : i64}, tensor<16xf32> {fsdp.updates = 24 : i64}, tensor<64x16xf32> {fsdp.updates = 25 : i64}, tensor<32xf32> {fsdp.updates = 26 : i64}, tensor<16x32xf32> {fsdp.updates = 27 : i64}, tensor<32x16xf32> {fsdp.updates = 28 : i64}, tensor<16xf32> {fsdp.updates = 29 : i64}, tensor<16xf32> {fsdp.updates = 30 : i64}, tensor<16xf32> {fsdp.updates = 31 : i64}, tensor<16xf32> {fsdp.updates = 32 : i64}, tensor<16xf32> {fsdp.updates = 33 : i64}, tensor<16xf32> {fsdp.updates = 34 : i64}, tensor<2x8xf32> {fsdp.updates = 35 : i64}, tensor<16x2x8xf32> {fsdp.updates = 36 : i64}, tensor<16xf32> {fsdp.updates = 37 : i64}, tensor<2x8x16xf32> {fsdp.updates = 38 : i64}, tensor<2x8xf32> {fsdp.updates = 39 : i64}, tensor<16x2x8xf32> {fsdp.updates = 40 : i64}, tensor<2x8xf32> {fsdp.updates = 41 : i64}, tensor<16x2x8xf32> {fsdp.updates = 42 : i64}, tensor<64xf32> {fsdp.updates = 43 : i64}, tensor<16x64xf32> {fsdp.updates = 44 : i64}, tensor<16xf32> {fsdp.updates = 45 : i64}, tensor<64x16xf32> {fsdp.updates = 46 : i64}, tensor<32xf32> {fsdp.updates = 47 : i64}, tensor<16x32xf32> {fsdp.updates = 48 : i64}, tensor<32x16xf32> {fsdp.updates = 49 : i64}, tensor<16xf32> {fsdp.updates = 50 : i64}, tensor<16xf32> {fsdp.updates = 51 : i64}, tensor<16xf32> {fsdp.updates = 52 : i64}, tensor<16xf32> {fsdp.updates = 53 : i64}, tensor<16xf32> {fsdp.updates = 54 : i64}, tensor<16xf32> {fsdp.updates = 55 : i64}, tensor<2x8xf32> {fsdp.updates = 56 : i64}, tensor<16x2x8xf32> {fsdp.updates = 57 : i64}, tensor<16xf32> {fsdp.updates = 58 : i64}, tensor<2x8x16xf32> {fsdp.updates = 59 : i64}, tensor<2x8xf32> {fsdp.updates = 60 : i64}, tensor<16x2x8xf32> {fsdp.updates = 61 : i64}, tensor<2x8xf32> {fsdp.updates = 62 : i64}, tensor<16x2x8xf32> {fsdp.updates = 63 : i64}, tensor<f32> {fsdp.loss}) {
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %false = arith.constant false
    %cst = arith.constant 2.82842708 : f32
    %cst_0 = arith.constant dense<-0.00999999977> : tensor<f32>
    %cst_1 = arith.constant dense<9.99999974E-5> : tensor<f32>
    %cst_2 = arith.constant dense<9.99999993E-9> : tensor<f32>
    %cst_3 = arith.constant 9.990000e-01 : f32
    %cst_4 = arith.constant 0.899999976 : f32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_5 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_6 = arith.constant dense<1.000000e-03> : tensor<f32>
    %cst_7 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_9 = arith.constant 2.000000e+00 : f32
    %cst_10 = arith.constant 1.600000e+01 : f32
    %cst_11 = arith.constant 0x7F800000 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant dense<0.797884583> : tensor<f32>
    %cst_15 = arith.constant 4.471500e-02 : f32
    %cst_16 = arith.constant dense<3.000000e+00> : tensor<f32>
    %cst_17 = arith.constant 0xFF800000 : f32
    %cst_18 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_19 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_20 = arith.constant dense<-5.000000e-01> : tensor<f32>
    %cst_21 = arith.constant 9.99999997E-7 : f32
    %cst_22 = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_23 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = arith.constant dense<1.600000e+01> : tensor<f32>
    %cst_25 = arith.constant 0.000000e+00 : f32
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_27 = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_28 = arith.constant dense<0x7FC00000> : tensor<f32>
    %c31 = arith.constant 31 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %cst_29 = arith.constant dense<31> : tensor<1xi32>
    %c32_i32 = arith.constant 32 : i32
    %cst_30 = arith.constant dense<32> : tensor<i32>
    %c0_i32 = arith.constant 0 : i32
    %cst_31 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<i32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%0 : tensor<i32>) {
    ^bb0(%out: i32):
      linalg.yield %c0_i32 : i32
    } -> tensor<i32>
    %2 = tensor.empty() : tensor<2x8xi32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<i32>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8xi32>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64, %3 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi slt, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %6 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%0 : tensor<i32>) {
    ^bb0(%out: i32):
      linalg.yield %c32_i32 : i32
    } -> tensor<i32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<i32>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8xi32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64, %7 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %in_52: i32, %out: i32):
      %935 = arith.addi %in, %in_52 : i32
      linalg.yield %935 : i32
    } -> tensor<2x8xi32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%5, %8, %arg64 : tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %in_52: i32, %in_53: i32, %out: i32):
      %935 = arith.select %in, %in_52, %in_53 : i32
      linalg.yield %935 : i32
    } -> tensor<2x8xi32>
    %10 = tensor.empty() : tensor<2x8x1xi32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8xi32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %12 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_31 : tensor<i32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %13 = tensor.empty() : tensor<2x8x1xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<2x8x1xi32>, tensor<2x8x1xi32>) outs(%13 : tensor<2x8x1xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi sge, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8x1xi1>
    %15 = tensor.empty() : tensor<1x1x1xi32>
    %16 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_29 : tensor<1xi32>) outs(%15 : tensor<1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1x1xi32>
    %17 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1x1xi32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %18 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %17 : tensor<2x8x1xi32>, tensor<2x8x1xi32>) outs(%13 : tensor<2x8x1xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi sle, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8x1xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %18 : tensor<2x8x1xi1>, tensor<2x8x1xi1>) outs(%13 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %in_52: i1, %out: i1):
      %935 = arith.andi %in, %in_52 : i1
      linalg.yield %935 : i1
    } -> tensor<2x8x1xi1>
    %20 = linalg.fill ins(%true : i1) outs(%4 : tensor<2x8xi1>) -> tensor<2x8xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x1xi1>) outs(%20 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %935 = arith.andi %out, %in : i1
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %22 = tensor.empty() : tensor<2x8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%out: f32):
      %935 = linalg.index 0 : index
      %936 = linalg.index 1 : index
      %937 = linalg.index 2 : index
      %extracted_52 = tensor.extract %11[%935, %936, %c0] : tensor<2x8x1xi32>
      %938 = arith.index_cast %extracted_52 : i32 to index
      %939 = arith.maxsi %938, %c0 : index
      %940 = arith.minsi %939, %c31 : index
      %extracted_53 = tensor.extract %arg6[%940, %937] : tensor<32x16xf32>
      linalg.yield %extracted_53 : f32
    } -> tensor<2x8x16xf32>
    %24 = tensor.empty() : tensor<2x8x16xi1>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8xi1>) outs(%24 : tensor<2x8x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x16xi1>
    %26 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %23, %26 : tensor<2x8x16xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_27 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %27 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %31 = tensor.empty() : tensor<2x8xf32>
    %32 = linalg.fill ins(%cst_25 : f32) outs(%31 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_24 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35, %35 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_27 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %35 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %42 = tensor.empty() : tensor<f32>
    %43 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%42 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_25 : f32
    } -> tensor<f32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %41 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.maximumf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41, %44 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf ogt, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41, %44 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf oeq, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_23 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47, %50, %49 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%46, %48, %51 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %53 = tensor.empty() : tensor<2x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %56 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %58 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%42 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_21 : f32
    } -> tensor<f32>
    %59 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<f32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %59 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.rsqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %60 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_20 : tensor<f32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %62 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %expanded = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %66 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %66 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %67 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %expanded_32 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %69 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %69 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %71 = tensor.empty() : tensor<8xi32>
    %72 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%71 : tensor<8xi32>) {
    ^bb0(%out: i32):
      %935 = linalg.index 0 : index
      %936 = arith.index_cast %935 : index to i32
      linalg.yield %936 : i32
    } -> tensor<8xi32>
    %73 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<8xi32>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8xi32>
    %74 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8xi32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %75 = tensor.empty() : tensor<2x1x8xi32>
    %76 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8xi32>) outs(%75 : tensor<2x1x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x1x8xi32>
    %77 = tensor.empty() : tensor<2x8x8xi32>
    %78 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xi32>) outs(%77 : tensor<2x8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x8xi32>
    %79 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x1x8xi32>) outs(%77 : tensor<2x8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x8xi32>
    %80 = tensor.empty() : tensor<2x8x8xi1>
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %79 : tensor<2x8x8xi32>, tensor<2x8x8xi32>) outs(%80 : tensor<2x8x8xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi sge, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8x8xi1>
    %82 = tensor.empty() : tensor<2x1x8x8xi1>
    %83 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x8xi1>) outs(%82 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x8x8xi1>
    %84 = tensor.empty() : tensor<2x1x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<2x1x8x8xi1>) outs(%84 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %935 = arith.uitofp %in : i1 to f32
      linalg.yield %935 : f32
    } -> tensor<2x1x8x8xf32>
    %86 = tensor.empty() : tensor<2x8x2x8xf32>
    %87 = linalg.fill ins(%cst_25 : f32) outs(%86 : tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %88 = linalg.generic {indexing_maps = [#map15, #map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%70, %arg18 : tensor<2x8x16xf32>, tensor<16x2x8xf32>) outs(%87 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x2x8xf32>
    %expanded_33 = tensor.expand_shape %arg17 [[0, 1, 2], [3]] output_shape [1, 1, 2, 8] : tensor<2x8xf32> into tensor<1x1x2x8xf32>
    %89 = linalg.generic {indexing_maps = [#map18, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x1x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %90 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %89 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x2x8xf32>
    %91 = linalg.generic {indexing_maps = [#map15, #map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%70, %arg14 : tensor<2x8x16xf32>, tensor<16x2x8xf32>) outs(%87 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x2x8xf32>
    %expanded_34 = tensor.expand_shape %arg13 [[0, 1, 2], [3]] output_shape [1, 1, 2, 8] : tensor<2x8xf32> into tensor<1x1x2x8xf32>
    %92 = linalg.generic {indexing_maps = [#map18, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x1x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %93 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %92 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x2x8xf32>
    %94 = linalg.generic {indexing_maps = [#map15, #map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%70, %arg20 : tensor<2x8x16xf32>, tensor<16x2x8xf32>) outs(%87 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x2x8xf32>
    %expanded_35 = tensor.expand_shape %arg19 [[0, 1, 2], [3]] output_shape [1, 1, 2, 8] : tensor<2x8xf32> into tensor<1x1x2x8xf32>
    %95 = linalg.generic {indexing_maps = [#map18, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<1x1x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %96 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %95 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x2x8xf32>
    %97 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%42 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %98 = linalg.generic {indexing_maps = [#map19, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<f32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %99 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %98 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x2x8xf32>
    %100 = tensor.empty() : tensor<2x2x8x8xf32>
    %101 = linalg.fill ins(%cst_25 : f32) outs(%100 : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map20, #map21, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%99, %93 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%101 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x2x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map19, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%84 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %103 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%82 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf une, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x1x8x8xi1>
    %105 = tensor.empty() : tensor<2x2x8x8xi1>
    %106 = linalg.generic {indexing_maps = [#map22, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x1x8x8xi1>) outs(%105 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map19, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_19 : tensor<f32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map14, #map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %102, %107 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %109 = tensor.empty() : tensor<2x2x8xf32>
    %110 = linalg.fill ins(%cst_17 : f32) outs(%109 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %111 = linalg.generic {indexing_maps = [#map14, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<2x2x8x8xf32>) outs(%110 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.maximumf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18 : tensor<f32>) outs(%109 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %111 : tensor<2x2x8xf32>, tensor<2x2x8xf32>) outs(%109 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.maximumf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8xf32>
    %114 = tensor.empty() : tensor<2x2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map23, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x2x8xf32>) outs(%114 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map24, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x2x8x1xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %116 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.exp %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %119 = linalg.fill ins(%cst_25 : f32) outs(%109 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %120 = linalg.generic {indexing_maps = [#map14, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<2x2x8x8xf32>) outs(%119 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8xf32>
    %121 = linalg.generic {indexing_maps = [#map23, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<2x2x8xf32>) outs(%114 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map24, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x2x8x1xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %122 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %121 : tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) outs(%114 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map19, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<f32>) outs(%114 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %124 : tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) outs(%114 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map25, #map26, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%96, %123 : tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) outs(%101 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x2x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map27, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x2x8x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %129 = linalg.fill ins(%cst_25 : f32) outs(%22 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %130 = linalg.generic {indexing_maps = [#map26, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%128, %arg16 : tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %expanded_36 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %131 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %131 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %132 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %133 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%136, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %137 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %137 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %142 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.maximumf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%142, %44 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf ogt, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%142, %44 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf oeq, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %146 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145, %50, %49 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%144, %48, %146 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %150 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %59 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.rsqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %154 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %expanded_37 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %156 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %157 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %157 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %expanded_38 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %160 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %160 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %162 = tensor.empty() : tensor<2x8x64xf32>
    %163 = linalg.fill ins(%cst_25 : f32) outs(%162 : tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %164 = linalg.generic {indexing_maps = [#map30, #map31, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%161, %arg1 : tensor<2x8x16xf32>, tensor<16x64xf32>) outs(%163 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x64xf32>
    %expanded_39 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x1x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %165 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %166 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16 : tensor<f32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %167 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%42 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_15 : f32
    } -> tensor<f32>
    %172 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<f32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %168 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %173 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_14 : tensor<f32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %174 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.tanh %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<f32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %180 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %182 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%42 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_13 : f32
    } -> tensor<f32>
    %183 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<f32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %185 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%42 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_12 : f32
    } -> tensor<f32>
    %186 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<f32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %184 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %187 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %189 = linalg.generic {indexing_maps = [#map30, #map31, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%188, %arg3 : tensor<2x8x64xf32>, tensor<64x16xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %expanded_40 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %190 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %190 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %191 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %192 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %192 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%195, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%197, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%196, %196 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %196 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%198, %199 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %202 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %201 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.maximumf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %203 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%201, %44 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf ogt, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %204 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%201, %44 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf oeq, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %205 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%204, %50, %49 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%203, %48, %205 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %207 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %209 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %59 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.rsqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %213 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %211 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %213 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %expanded_41 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %215 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %216 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %216 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %217 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %expanded_42 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %219 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x1x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %219 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %221 = tensor.empty() : tensor<2x8x32xf32>
    %222 = linalg.fill ins(%cst_25 : f32) outs(%221 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map30, #map31, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%220, %arg5 : tensor<2x8x16xf32>, tensor<16x32xf32>) outs(%222 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x32xf32>
    %expanded_43 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %224 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x1x32xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65 : tensor<2x8xi32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %227 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<i32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %227 : tensor<2x8x1xi32>, tensor<2x8x1xi32>) outs(%13 : tensor<2x8x1xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi slt, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8x1xi1>
    %229 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_30 : tensor<i32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1xi32>
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %229 : tensor<2x8x1xi32>, tensor<2x8x1xi32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i32, %in_52: i32, %out: i32):
      %935 = arith.addi %in, %in_52 : i32
      linalg.yield %935 : i32
    } -> tensor<2x8x1xi32>
    %231 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %230, %226 : tensor<2x8x1xi1>, tensor<2x8x1xi32>, tensor<2x8x1xi32>) outs(%10 : tensor<2x8x1xi32>) {
    ^bb0(%in: i1, %in_52: i32, %in_53: i32, %out: i32):
      %935 = arith.select %in, %in_52, %in_53 : i32
      linalg.yield %935 : i32
    } -> tensor<2x8x1xi32>
    %expanded_44 = tensor.expand_shape %231 [[0], [1], [2, 3]] output_shape [2, 8, 1, 1] : tensor<2x8x1xi32> into tensor<2x8x1x1xi32>
    %232 = tensor.empty() : tensor<2x8x1x1xi32>
    %233 = linalg.generic {indexing_maps = [#map19, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_31 : tensor<i32>) outs(%232 : tensor<2x8x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1x1xi32>
    %234 = tensor.empty() : tensor<2x8x1x1xi1>
    %235 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44, %233 : tensor<2x8x1x1xi32>, tensor<2x8x1x1xi32>) outs(%234 : tensor<2x8x1x1xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi sge, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8x1x1xi1>
    %236 = tensor.empty() : tensor<1x1x1x1xi32>
    %237 = linalg.generic {indexing_maps = [#map32, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_29 : tensor<1xi32>) outs(%236 : tensor<1x1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1x1x1xi32>
    %238 = linalg.generic {indexing_maps = [#map18, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x1x1x1xi32>) outs(%232 : tensor<2x8x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x8x1x1xi32>
    %239 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44, %238 : tensor<2x8x1x1xi32>, tensor<2x8x1x1xi32>) outs(%234 : tensor<2x8x1x1xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi sle, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<2x8x1x1xi1>
    %240 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %239 : tensor<2x8x1x1xi1>, tensor<2x8x1x1xi1>) outs(%234 : tensor<2x8x1x1xi1>) {
    ^bb0(%in: i1, %in_52: i1, %out: i1):
      %935 = arith.andi %in, %in_52 : i1
      linalg.yield %935 : i1
    } -> tensor<2x8x1x1xi1>
    %241 = linalg.fill ins(%true : i1) outs(%13 : tensor<2x8x1xi1>) -> tensor<2x8x1xi1>
    %242 = linalg.generic {indexing_maps = [#map14, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%240 : tensor<2x8x1x1xi1>) outs(%241 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %935 = arith.andi %out, %in : i1
      linalg.yield %935 : i1
    } -> tensor<2x8x1xi1>
    %243 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%out: f32):
      %935 = linalg.index 0 : index
      %936 = linalg.index 1 : index
      %extracted_52 = tensor.extract %expanded_44[%935, %936, %c0, %c0] : tensor<2x8x1x1xi32>
      %937 = arith.index_cast %extracted_52 : i32 to index
      %938 = arith.maxsi %937, %c0 : index
      %939 = arith.minsi %938, %c31 : index
      %extracted_53 = tensor.extract %225[%935, %936, %939] : tensor<2x8x32xf32>
      linalg.yield %extracted_53 : f32
    } -> tensor<2x8x1xf32>
    %244 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28 : tensor<f32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %243, %244 : tensor<2x8x1xi1>, tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %246 = tensor.empty() : tensor<i1>
    %247 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%246 : tensor<i1>) {
    ^bb0(%out: i1):
      linalg.yield %false : i1
    } -> tensor<i1>
    %248 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%0 : tensor<i32>) {
    ^bb0(%out: i32):
      linalg.yield %c1_i32 : i32
    } -> tensor<i32>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%247, %248 : tensor<i1>, tensor<i32>) outs(%0 : tensor<i32>) {
    ^bb0(%in: i1, %in_52: i32, %out: i32):
      %935 = arith.select %in, %in_52, %c0_i32 : i32
      linalg.yield %935 : i32
    } -> tensor<i32>
    %250 = tensor.empty() : tensor<1xi32>
    %251 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%249 : tensor<i32>) outs(%250 : tensor<1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1xi32>
    %252 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_31 : tensor<i32>) outs(%250 : tensor<1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1xi32>
    %253 = tensor.empty() : tensor<1xi1>
    %254 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%251, %252 : tensor<1xi32>, tensor<1xi32>) outs(%253 : tensor<1xi1>) {
    ^bb0(%in: i32, %in_52: i32, %out: i1):
      %935 = arith.cmpi sge, %in, %in_52 : i32
      linalg.yield %935 : i1
    } -> tensor<1xi1>
    %255 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%251 : tensor<1xi32>) outs(%253 : tensor<1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %935 = arith.cmpi sle, %in, %c0_i32 : i32
      linalg.yield %935 : i1
    } -> tensor<1xi1>
    %256 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%254, %255 : tensor<1xi1>, tensor<1xi1>) outs(%253 : tensor<1xi1>) {
    ^bb0(%in: i1, %in_52: i1, %out: i1):
      %935 = arith.andi %in, %in_52 : i1
      linalg.yield %935 : i1
    } -> tensor<1xi1>
    %257 = linalg.fill ins(%true : i1) outs(%246 : tensor<i1>) -> tensor<i1>
    %258 = linalg.generic {indexing_maps = [#map9, #map33], iterator_types = ["reduction"]} ins(%256 : tensor<1xi1>) outs(%257 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %935 = arith.andi %out, %in : i1
      linalg.yield %935 : i1
    } -> tensor<i1>
    %259 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%31 : tensor<2x8xf32>) {
    ^bb0(%out: f32):
      %935 = linalg.index 0 : index
      %936 = linalg.index 1 : index
      %extracted_52 = tensor.extract %251[%c0] : tensor<1xi32>
      %937 = arith.index_cast %extracted_52 : i32 to index
      %938 = arith.maxsi %937, %c0 : index
      %939 = arith.minsi %938, %c0 : index
      %extracted_53 = tensor.extract %245[%935, %936, %939] : tensor<2x8x1xf32>
      linalg.yield %extracted_53 : f32
    } -> tensor<2x8xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<i1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8xi1>
    %261 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_28 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%260, %259, %261 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %263 = linalg.fill ins(%cst_17 : f32) outs(%31 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x8x32xf32>) outs(%263 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.maximumf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_18 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%265, %264 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.maximumf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %935 = math.absf %in : f32
      %936 = arith.cmpf one, %935, %cst_11 : f32
      linalg.yield %936 : i1
    } -> tensor<2x8xi1>
    %268 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%267, %266, %49 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x8xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %270 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x1xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %270 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x8x32xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.exp %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x32xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<2x8x32xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%273 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.absf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%273, %49 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: f32, %in_52: f32, %out: i1):
      %935 = arith.cmpf oge, %in, %in_52 : f32
      linalg.yield %935 : i1
    } -> tensor<2x8xi1>
    %276 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.log %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%276, %268 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%277, %262 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.subf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %279 = linalg.fill ins(%cst_25 : f32) outs(%42 : tensor<f32>) -> tensor<f32>
    %280 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["reduction", "reduction"]} ins(%278 : tensor<2x8xf32>) outs(%279 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%280 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.divf %in, %cst_10 : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %282 = "fsdp.all_reduce"(%281) {grid = @dp, reduction = 0 : i32} : (tensor<f32>) -> tensor<f32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%282 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.divf %in, %cst_9 : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%185 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.divf %in, %cst_10 : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%285, %274 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%275, %49, %287 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%275, %287, %49 : tensor<2x8xi1>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%288 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%289, %290 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x8xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %272 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %extracted = tensor.extract %251[%c0] : tensor<1xi32>
    %295 = arith.index_cast %extracted : i32 to index
    %296 = arith.cmpi sge, %295, %c0 : index
    %297 = arith.cmpi sle, %295, %c0 : index
    %298 = arith.andi %296, %297 : i1
    %299 = scf.if %298 -> (tensor<2x8x1xf32>) {
      %extracted_slice = tensor.extract_slice %294[0, 0, %295] [2, 8, 1] [1, 1, 1] : tensor<2x8x1xf32> to tensor<2x8xf32>
      %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<2x8xf32>) outs(%extracted_slice : tensor<2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %936 = arith.addf %out, %in : f32
        linalg.yield %936 : f32
      } -> tensor<2x8xf32>
      %inserted_slice = tensor.insert_slice %935 into %294[0, 0, %295] [2, 8, 1] [1, 1, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
      scf.yield %inserted_slice : tensor<2x8x1xf32>
    } else {
      scf.yield %294 : tensor<2x8x1xf32>
    }
    %300 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %301 = scf.for %arg66 = %c0 to %c2 step %c1 iter_args(%arg67 = %300) -> (tensor<2x8x32xf32>) {
      %935 = scf.for %arg68 = %c0 to %c8 step %c1 iter_args(%arg69 = %arg67) -> (tensor<2x8x32xf32>) {
        %extracted_52 = tensor.extract %expanded_44[%arg66, %arg68, %c0, %c0] : tensor<2x8x1x1xi32>
        %936 = arith.index_cast %extracted_52 : i32 to index
        %937 = arith.cmpi sge, %936, %c0 : index
        %938 = arith.cmpi sle, %936, %c31 : index
        %939 = arith.andi %937, %938 : i1
        %940 = scf.if %939 -> (tensor<2x8x32xf32>) {
          %extracted_53 = tensor.extract %arg69[%arg66, %arg68, %936] : tensor<2x8x32xf32>
          %extracted_54 = tensor.extract %299[%arg66, %arg68, %c0] : tensor<2x8x1xf32>
          %941 = arith.addf %extracted_53, %extracted_54 : f32
          %inserted = tensor.insert %941 into %arg69[%arg66, %arg68, %936] : tensor<2x8x32xf32>
          scf.yield %inserted : tensor<2x8x32xf32>
        } else {
          scf.yield %arg69 : tensor<2x8x32xf32>
        }
        scf.yield %940 : tensor<2x8x32xf32>
      }
      scf.yield %935 : tensor<2x8x32xf32>
    }
    %302 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %301 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%221 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x32xf32>
    %303 = tensor.empty() : tensor<32xf32>
    %304 = linalg.fill ins(%cst_25 : f32) outs(%303 : tensor<32xf32>) -> tensor<32xf32>
    %305 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%302 : tensor<2x8x32xf32>) outs(%304 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %306 = "fsdp.all_reduce"(%305) {grid = @dp, reduction = 0 : i32} : (tensor<32xf32>) -> tensor<32xf32>
    %307 = tensor.empty() : tensor<32x16xf32>
    %308 = linalg.fill ins(%cst_25 : f32) outs(%307 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %309 = linalg.generic {indexing_maps = [#map36, #map37, #map38], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%302, %220 : tensor<2x8x32xf32>, tensor<2x8x16xf32>) outs(%308 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<32x16xf32>
    %310 = tensor.empty() : tensor<16x32xf32>
    %311 = linalg.generic {indexing_maps = [#map39, #map2], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<32x16xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %312 = linalg.generic {indexing_maps = [#map30, #map40, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%302, %arg5 : tensor<2x8x32xf32>, tensor<16x32xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %313 = "fsdp.all_reduce"(%311) {grid = @dp, reduction = 0 : i32} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %314 = tensor.empty() : tensor<16xf32>
    %315 = linalg.fill ins(%cst_25 : f32) outs(%314 : tensor<16xf32>) -> tensor<16xf32>
    %316 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%312 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %317 = "fsdp.all_reduce"(%316) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %312 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %217 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %318 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %321 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%320 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %216 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %expanded_45 = tensor.expand_shape %323 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %324 = "fsdp.all_reduce"(%321) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %214 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %expanded_46 = tensor.expand_shape %327 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%325 : tensor<2x8x1xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %329 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_46 : tensor<2x8x1xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%328, %206 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%331, %200 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%329, %332 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%330, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%333, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %338 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %337 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %194 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%340 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %342 = "fsdp.all_reduce"(%341) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %343 = tensor.empty() : tensor<16x64xf32>
    %344 = linalg.fill ins(%cst_25 : f32) outs(%343 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %345 = linalg.generic {indexing_maps = [#map36, #map37, #map38], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%340, %188 : tensor<2x8x16xf32>, tensor<2x8x64xf32>) outs(%344 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<16x64xf32>
    %346 = tensor.empty() : tensor<64x16xf32>
    %347 = linalg.generic {indexing_maps = [#map39, #map2], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<16x64xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %348 = linalg.generic {indexing_maps = [#map30, #map40, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%340, %arg3 : tensor<2x8x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x64xf32>
    %349 = "fsdp.all_reduce"(%347) {grid = @dp, reduction = 0 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %348 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %187 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %350 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %181 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %353 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %354 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %354 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %357 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%162 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x64xf32>
    %359 = tensor.empty() : tensor<64xf32>
    %360 = linalg.fill ins(%cst_25 : f32) outs(%359 : tensor<64xf32>) -> tensor<64xf32>
    %361 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%358 : tensor<2x8x64xf32>) outs(%360 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %362 = "fsdp.all_reduce"(%361) {grid = @dp, reduction = 0 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %363 = linalg.fill ins(%cst_25 : f32) outs(%346 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %364 = linalg.generic {indexing_maps = [#map36, #map37, #map38], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%358, %161 : tensor<2x8x64xf32>, tensor<2x8x16xf32>) outs(%363 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<64x16xf32>
    %365 = linalg.generic {indexing_maps = [#map39, #map2], iterator_types = ["parallel", "parallel"]} ins(%364 : tensor<64x16xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %366 = linalg.generic {indexing_maps = [#map30, #map40, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%358, %arg1 : tensor<2x8x64xf32>, tensor<16x64xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %367 = "fsdp.all_reduce"(%365) {grid = @dp, reduction = 0 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %368 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%366 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %369 = "fsdp.all_reduce"(%368) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %366 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %371 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %370 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%372 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %374 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %157 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %expanded_47 = tensor.expand_shape %375 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %376 = "fsdp.all_reduce"(%373) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %155 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%378 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %expanded_48 = tensor.expand_shape %379 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %371 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<2x8x1xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %382 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_48 : tensor<2x8x1xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%381, %147 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%384, %141 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%382, %385 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%383, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%386, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %390 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %135 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %392 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %394 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%393 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %395 = "fsdp.all_reduce"(%394) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %396 = tensor.empty() : tensor<16x2x8xf32>
    %397 = linalg.fill ins(%cst_25 : f32) outs(%396 : tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %398 = linalg.generic {indexing_maps = [#map41, #map42, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%393, %128 : tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) outs(%397 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<16x2x8xf32>
    %399 = linalg.generic {indexing_maps = [#map43, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<16x2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %400 = linalg.generic {indexing_maps = [#map15, #map44, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%393, %arg16 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%87 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x2x8xf32>
    %401 = "fsdp.all_reduce"(%399) {grid = @dp, reduction = 0 : i32} : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %402 = linalg.generic {indexing_maps = [#map45, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<2x8x2x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %403 = linalg.generic {indexing_maps = [#map46, #map21, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%402, %96 : tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) outs(%101 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x2x8x8xf32>
    %404 = linalg.generic {indexing_maps = [#map47, #map48, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%402, %123 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%101 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x2x8x8xf32>
    %405 = linalg.generic {indexing_maps = [#map27, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<2x2x8x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %406 = linalg.generic {indexing_maps = [#map24, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<2x2x8x1xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %407 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %406 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %408 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %118 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %409 = linalg.generic {indexing_maps = [#map14, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<2x2x8x8xf32>) outs(%119 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8xf32>
    %expanded_49 = tensor.expand_shape %409 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %410 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x2x8x1xf32>) outs(%114 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x1xf32>
    %411 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %122 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %412 = linalg.generic {indexing_maps = [#map14, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%410 : tensor<2x2x8x1xf32>) outs(%119 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8xf32>
    %413 = linalg.generic {indexing_maps = [#map23, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<2x2x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %414 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %413 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %415 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %118 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %416 = linalg.generic {indexing_maps = [#map19, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %417 = linalg.generic {indexing_maps = [#map14, #map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %415, %416 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%100 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %935 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %935 : f32
    } -> tensor<2x2x8x8xf32>
    %418 = linalg.generic {indexing_maps = [#map46, #map49, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%417, %99 : tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) outs(%101 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x2x8x8xf32>
    %419 = linalg.generic {indexing_maps = [#map50, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418 : tensor<2x2x8x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %420 = linalg.generic {indexing_maps = [#map47, #map49, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%417, %93 : tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) outs(%101 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x2x8x8xf32>
    %421 = linalg.generic {indexing_maps = [#map50, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420 : tensor<2x2x8x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %422 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %98 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%86 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x2x8xf32>
    %423 = linalg.generic {indexing_maps = [#map51, #map38], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%405 : tensor<2x8x2x8xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %424 = "fsdp.all_reduce"(%423) {grid = @dp, reduction = 0 : i32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %425 = linalg.generic {indexing_maps = [#map52, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%405, %70 : tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %426 = linalg.generic {indexing_maps = [#map34, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<2x8x16xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %427 = linalg.generic {indexing_maps = [#map26, #map44, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%405, %arg20 : tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %428 = "fsdp.all_reduce"(%426) {grid = @dp, reduction = 0 : i32} : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %429 = linalg.generic {indexing_maps = [#map51, #map38], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%419 : tensor<2x8x2x8xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %430 = "fsdp.all_reduce"(%429) {grid = @dp, reduction = 0 : i32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %431 = linalg.generic {indexing_maps = [#map52, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%419, %70 : tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %432 = linalg.generic {indexing_maps = [#map34, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<2x8x16xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %433 = linalg.generic {indexing_maps = [#map26, #map44, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%419, %arg14 : tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %434 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %433 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %435 = "fsdp.all_reduce"(%432) {grid = @dp, reduction = 0 : i32} : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %436 = linalg.generic {indexing_maps = [#map51, #map38], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%422 : tensor<2x8x2x8xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %437 = "fsdp.all_reduce"(%436) {grid = @dp, reduction = 0 : i32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %438 = linalg.generic {indexing_maps = [#map52, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%422, %70 : tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %439 = linalg.generic {indexing_maps = [#map34, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<2x8x16xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %440 = linalg.generic {indexing_maps = [#map26, #map44, #map29], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%422, %arg18 : tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) outs(%129 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      %936 = arith.addf %out, %935 : f32
      linalg.yield %936 : f32
    } -> tensor<2x8x16xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %440 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %442 = "fsdp.all_reduce"(%439) {grid = @dp, reduction = 0 : i32} : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %443 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%441 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %444 = "fsdp.all_reduce"(%443) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %441 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %67 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %447 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %445 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %448 = linalg.generic {indexing_maps = [#map34, #map35], iterator_types = ["parallel", "reduction", "reduction"]} ins(%447 : tensor<2x8x16xf32>) outs(%315 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %449 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %66 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %450 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%449 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %expanded_50 = tensor.expand_shape %450 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %451 = "fsdp.all_reduce"(%448) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %64 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x1xf32>
    %453 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<2x8x16xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %expanded_51 = tensor.expand_shape %454 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %455 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %446 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %456 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%452 : tensor<2x8x1xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %457 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_51 : tensor<2x8x1xf32>) outs(%32 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.addf %out, %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%456, %52 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.negf %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%459, %40 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %461 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%457, %460 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%458, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%461, %34 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %465 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<2x8xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %466 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %465 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %467 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %30 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %468 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %467 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %470 = scf.for %arg66 = %c0 to %c2 step %c1 iter_args(%arg67 = %469) -> (tensor<32x16xf32>) {
      %935 = scf.for %arg68 = %c0 to %c8 step %c1 iter_args(%arg69 = %arg67) -> (tensor<32x16xf32>) {
        %extracted_52 = tensor.extract %11[%arg66, %arg68, %c0] : tensor<2x8x1xi32>
        %936 = arith.index_cast %extracted_52 : i32 to index
        %937 = arith.cmpi sge, %936, %c0 : index
        %938 = arith.cmpi sle, %936, %c31 : index
        %939 = arith.andi %937, %938 : i1
        %940 = scf.if %939 -> (tensor<32x16xf32>) {
          %extracted_slice = tensor.extract_slice %arg69[%936, 0] [1, 16] [1, 1] : tensor<32x16xf32> to tensor<16xf32>
          %extracted_slice_53 = tensor.extract_slice %468[%arg66, %arg68, 0] [1, 1, 16] [1, 1, 1] : tensor<2x8x16xf32> to tensor<16xf32>
          %941 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%extracted_slice_53 : tensor<16xf32>) outs(%extracted_slice : tensor<16xf32>) {
          ^bb0(%in: f32, %out: f32):
            %942 = arith.addf %out, %in : f32
            linalg.yield %942 : f32
          } -> tensor<16xf32>
          %inserted_slice = tensor.insert_slice %941 into %arg69[%936, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<32x16xf32>
          scf.yield %inserted_slice : tensor<32x16xf32>
        } else {
          scf.yield %arg69 : tensor<32x16xf32>
        }
        scf.yield %940 : tensor<32x16xf32>
      }
      scf.yield %935 : tensor<32x16xf32>
    }
    %471 = "fsdp.all_reduce"(%470) {grid = @dp, reduction = 0 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %472 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %473 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%472, %362 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %474 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %475 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%474, %arg22 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %476 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%473, %475 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%477, %367 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%479, %arg23 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%478, %480 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %482 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %483 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %342 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %484 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %485 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg24 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%483, %485 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487, %349 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%489, %arg25 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%488, %490 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %492 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %493 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%492, %306 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %494 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %495 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%494, %arg26 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %496 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%493, %495 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%497, %313 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%499, %arg27 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %501 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%498, %500 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %503 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%502, %471 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %505 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%504, %arg28 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %506 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%503, %505 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %507 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %444 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %508 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg29 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %509 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%507, %508 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %510 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %451 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %511 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %512 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%510, %511 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %513 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %369 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %514 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %515 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%513, %514 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %516 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %376 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %517 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg32 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%516, %517 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %519 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %317 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg33 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %521 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%519, %520 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %522 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %324 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %523 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg34 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %524 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%522, %523 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %526 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%525, %430 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%527, %arg35 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %529 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%526, %528 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %530 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %531 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %435 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %532 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %533 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %arg36 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %533 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %535 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%482, %395 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %536 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%484, %arg37 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %537 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%535, %536 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %538 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %401 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %540 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %541 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %arg38 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %541 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%525, %437 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%527, %arg39 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%543, %544 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %546 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %442 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %547 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %arg40 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %548 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %547 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %549 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%525, %424 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %550 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%527, %arg41 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%549, %550 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %552 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %428 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %553 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %arg42 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %554 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %553 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %555 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%362, %362 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %556 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %557 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%556, %555 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %558 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %559 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%558, %arg43 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %560 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%557, %559 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %561 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%367, %367 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %563 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%562, %561 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %565 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%564, %arg44 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %566 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%563, %565 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %567 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%342, %342 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %568 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %569 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %567 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %570 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %571 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg45 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %572 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%569, %571 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%349, %349 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %575 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%574, %573 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %577 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%576, %arg46 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %578 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%575, %577 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %579 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%306, %306 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %580 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %581 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%580, %579 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %582 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %583 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%582, %arg47 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %584 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%581, %583 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %585 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%313, %313 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %587 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%586, %585 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %589 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%588, %arg48 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%587, %589 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %591 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%471, %471 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %593 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%592, %591 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %595 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%594, %arg49 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %596 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%593, %595 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %597 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%444, %444 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %598 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %597 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %599 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg50 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %600 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%598, %599 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %601 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%451, %451 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %602 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %601 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %603 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg51 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %604 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%602, %603 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %605 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%369, %369 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %606 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %605 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %607 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg52 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %608 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%606, %607 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %609 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%376, %376 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %610 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %609 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %611 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg53 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %612 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%610, %611 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %613 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%317, %317 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %614 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %613 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %615 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg54 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %616 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%614, %615 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %617 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%324, %324 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %618 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %617 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %619 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg55 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %620 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%618, %619 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%430, %430 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %623 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%622, %621 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %625 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%624, %arg56 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%623, %625 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %627 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %435 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %628 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %629 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %627 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %630 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %631 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %arg57 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %632 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %631 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %633 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%395, %395 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %634 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%568, %633 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %635 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%570, %arg58 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %636 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%634, %635 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %637 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %401 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %638 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %639 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %637 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %640 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %641 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640, %arg59 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %642 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %641 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%437, %437 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%622, %643 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %645 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%624, %arg60 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %646 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%644, %645 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %647 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %442 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %648 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %647 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %649 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %arg61 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %650 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %649 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %651 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%424, %424 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %652 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%622, %651 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %653 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%624, %arg62 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %654 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%652, %653 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %655 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %428 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %656 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %655 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %657 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %arg63 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %658 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %657 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg21 : tensor<i32>) outs(%246 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %935 = arith.cmpi slt, %in, %c2147483647_i32 : i32
      linalg.yield %935 : i1
    } -> tensor<i1>
    %660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg21 : tensor<i32>) outs(%0 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %935 = arith.addi %in, %c1_i32 : i32
      linalg.yield %935 : i32
    } -> tensor<i32>
    %661 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%659, %660 : tensor<i1>, tensor<i32>) outs(%0 : tensor<i32>) {
    ^bb0(%in: i1, %in_52: i32, %out: i32):
      %935 = arith.select %in, %in_52, %c2147483647_i32 : i32
      linalg.yield %935 : i32
    } -> tensor<i32>
    %662 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%661 : tensor<i32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %935 = arith.sitofp %in : i32 to f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %663 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%662 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.powf %cst_4, %in : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %664 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%663 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.subf %cst_13, %in : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %665 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%664 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %666 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%476, %665 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%481, %667 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %669 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%664 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%486, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%491, %671 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %673 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%664 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %674 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%496, %673 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %676 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%501, %675 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %677 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %678 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%506, %677 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %679 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%509, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %680 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%512, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %681 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%515, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %682 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%518, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %683 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%521, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %684 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%524, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%529, %685 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %687 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %688 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %687 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %689 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%537, %669 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %690 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %691 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %690 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%545, %685 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %693 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %687 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %694 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%551, %685 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %687 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%662 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.powf %cst_3, %in : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %697 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%696 : tensor<f32>) outs(%42 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = arith.subf %cst_13, %in : f32
      linalg.yield %935 : f32
    } -> tensor<f32>
    %698 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%697 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %699 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%560, %698 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %701 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%566, %700 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %702 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%697 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %703 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%572, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %705 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%578, %704 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %706 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%697 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %707 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%584, %706 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %709 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%590, %708 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %711 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%596, %710 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %712 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%600, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %713 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%604, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %714 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%608, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %715 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%612, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %716 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%616, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %717 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%620, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%626, %718 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %720 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %721 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %720 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %722 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%636, %702 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %723 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %724 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642, %723 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %725 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%646, %718 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %726 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650, %720 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %718 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %728 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658, %720 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %729 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_26 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %730 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%699, %729 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %731 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%730 : tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %732 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %733 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%731, %732 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %734 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%666, %733 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%701, %735 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%736 : tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %738 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %739 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%737, %738 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %740 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%668, %739 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %741 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_26 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %742 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%703, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %743 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%742 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %744 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %745 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%743, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %746 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%670, %745 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%705, %747 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %749 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%748 : tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %750 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%749, %750 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %752 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%672, %751 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %753 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_26 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %754 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%707, %753 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %755 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%754 : tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %756 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %757 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%755, %756 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %758 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%674, %757 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %759 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%709, %759 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%760 : tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%761, %762 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%676, %763 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%711, %469 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%765 : tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%766, %767 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%678, %768 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %770 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%712, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %771 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%770 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %772 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%771, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %773 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%679, %772 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %774 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%713, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %775 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%774 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %776 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%775, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %777 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%680, %776 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %778 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%714, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %779 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%778 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %780 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%779, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %781 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%681, %780 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %782 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%715, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %783 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%782 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %784 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%783, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %785 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%682, %784 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %786 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%716, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %787 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%786 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %788 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%787, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %789 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%683, %788 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %790 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%717, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %791 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%790 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %792 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%791, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %793 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%684, %792 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%719, %49 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%794 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %797 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%795, %796 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %798 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%686, %797 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %799 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %800 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721, %799 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %801 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800 : tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %802 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %803 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801, %802 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %804 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %803 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %805 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%722, %741 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %806 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%805 : tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %807 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%806, %744 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %808 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%689, %807 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %809 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %810 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724, %809 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %811 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%810 : tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %812 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %813 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811, %812 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %814 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %813 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %815 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%725, %49 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %816 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%815 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%816, %796 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%692, %817 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %819 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %799 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %820 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %821 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %802 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %822 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %821 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %823 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%727, %49 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %824 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%823 : tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %825 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%824, %796 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %826 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%694, %825 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %827 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728, %799 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %828 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %935 = math.sqrt %in : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %829 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828, %802 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %830 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %829 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.divf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %831 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %832 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%831, %arg0 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %833 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%734, %832 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %835 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%834, %arg1 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%740, %835 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %837 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %838 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg2 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %839 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%746, %838 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %841 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%840, %arg3 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%752, %841 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %843 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %844 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%843, %arg4 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %845 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%758, %844 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%846, %arg5 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%764, %847 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %849 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %850 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%849, %arg6 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %851 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%769, %850 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %852 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg7 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %853 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%773, %852 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %854 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg8 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %855 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%777, %854 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %856 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg9 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %857 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%781, %856 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %858 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg10 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %859 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%785, %858 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %860 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg11 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %861 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%789, %860 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %862 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg12 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %863 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%793, %862 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %865 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%864, %arg13 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %866 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%798, %865 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %867 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %868 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867, %arg14 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %869 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%804, %868 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %870 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%837, %arg15 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %871 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%808, %870 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %872 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %873 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %arg16 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %874 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814, %873 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%864, %arg17 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%818, %875 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %877 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867, %arg18 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %878 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %877 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %879 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%864, %arg19 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %880 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%826, %879 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %881 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867, %arg20 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %882 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %881 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %883 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %884 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%883, %833 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %886 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%885, %836 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %887 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %888 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %839 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %889 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %890 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%889, %842 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %891 = linalg.generic {indexing_maps = [#map33, #map9], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %892 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%891, %845 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %894 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%893, %848 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %895 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%895, %851 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %897 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %853 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %898 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %855 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %899 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %857 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %900 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %859 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %901 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %861 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %902 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %863 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %904 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%903, %866 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %905 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %906 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %869 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %907 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%887, %871 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %908 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %909 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %874 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %910 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%903, %876 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %911 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %878 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %912 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%903, %880 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %913 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %882 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.mulf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %914 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg0, %884 : tensor<64xf32>, tensor<64xf32>) outs(%359 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64xf32>
    %915 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %886 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%343 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x64xf32>
    %916 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg2, %888 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %917 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3, %890 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%346 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<64x16xf32>
    %918 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg4, %892 : tensor<32xf32>, tensor<32xf32>) outs(%303 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32xf32>
    %919 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5, %894 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%310 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x32xf32>
    %920 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6, %896 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%307 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<32x16xf32>
    %921 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg7, %897 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %922 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg8, %898 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %923 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg9, %899 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %924 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg10, %900 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %925 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg11, %901 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %926 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg12, %902 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %927 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13, %904 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %928 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %906 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %929 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg15, %907 : tensor<16xf32>, tensor<16xf32>) outs(%314 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16xf32>
    %930 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %909 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%22 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x16xf32>
    %931 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17, %910 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %932 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %911 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    %933 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19, %912 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%31 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8xf32>
    %934 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %913 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%396 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %935 = arith.addf %in, %in_52 : f32
      linalg.yield %935 : f32
    } -> tensor<16x2x8xf32>
    return %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %661, %476, %481, %486, %491, %496, %501, %506, %509, %512, %515, %518, %521, %524, %529, %534, %537, %542, %545, %548, %551, %554, %560, %566, %572, %578, %584, %590, %596, %600, %604, %608, %612, %616, %620, %626, %632, %636, %642, %646, %650, %654, %658, %283 : tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<f32>
  }
}
