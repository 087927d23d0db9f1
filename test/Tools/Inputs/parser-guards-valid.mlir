// What the guards must leave alone: the well-formed custom forms, their
// generic forms (attribute dictionaries, strings), comments and attribute
// aliases that spell the same words.
// linalg.transpose permutation = 1 in a comment
// Grids whose dimensions contain the digit 0 but are not 0, dynamic ones,
// and one in the generic form:
// VALID: shard.grid @ten(shape = 10x20)
// VALID: shard.grid @dynamic(shape = ?x2)
// VALID: shard.grid @generic(shape = 4x100)
shard.grid @ten(shape = 10x20)
shard.grid @dynamic(shape = ?x2)
"shard.grid"() <{shape = array<i64: 4, 100>, sym_name = "generic"}> : () -> ()
#map = affine_map<(d0) -> (d0)>
func.func @valid(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4xf32>,
                 %d: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>) {
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [ 1 , 0 ]
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %g = "linalg.broadcast"(%c, %d) <{dimensions = array<i64: 1>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.mul <{cast = #linalg.type_fn<cast_signed>}> ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %t, %r, %g, %m : tensor<8x4xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>
}
// VALID-LABEL: func @valid
// VALID: linalg.transpose
// VALID: linalg.reduce
// VALID: linalg.broadcast
// VALID: linalg.mul
