// Spellings of linalg named ops that crash LLVM 22's parser (a segmentation
// fault or an abort; upstream mlir-opt-22 crashes the same way) are errors
// at their line and column, in fsdp-opt and in fsdp-run, before the parser
// sees them. Well-formed spellings around them parse as before.
// RUN: %not fsdp-opt %s 2>&1 | FileCheck %s
// RUN: %not fsdp-run %s --steps=0 2>&1 | FileCheck %s --check-prefix=JIT
// RUN: fsdp-opt %S/Inputs/parser-guards-valid.mlir | FileCheck %S/Inputs/parser-guards-valid.mlir --check-prefix=VALID

// CHECK: parser-guards.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'linalg.reduce': expected a list of integers '[i, j, ...]' after 'dimensions ='
// JIT-LABEL: fsdp-run: error: cannot parse {{.*}}parser-guards.mlir:
// JIT: parser-guards.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'linalg.reduce': expected a list of integers '[i, j, ...]' after 'dimensions ='
func.func @reduce_without_list(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = 1
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// CHECK: parser-guards.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'linalg.transpose': expected a list of integers '[i, j, ...]' after 'permutation ='
func.func @transpose_unterminated(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0
  return %r : tensor<8x4xf32>
}

// A form feed before the list (white space to the guard once, not to MLIR's
// lexer: upstream crashed on the error; found by the IR fuzzer).
// CHECK: parser-guards.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'linalg.transpose': expected a list of integers '[i, j, ...]' after 'permutation ='
func.func @transpose_form_feed(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  return %r : tensor<8x4xf32>
}

// CHECK: parser-guards.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'linalg.broadcast': expected a list of integers '[i, j, ...]' after 'dimensions ='
func.func @broadcast_not_integers(%a: tensor<4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [x]
  return %r : tensor<4x8xf32>
}

// CHECK: parser-guards.mlir:[[@LINE+2]]:19: error: 'linalg.mul': expected '{' after '<' (an op's properties are a dictionary, '<{...}>')
func.func @properties_not_a_dictionary(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.mul<2> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK-NOT: error
// CHECK-NOT: PLEASE submit a bug report

// A grid dimension of size 0 in an input with shard.all_slice (whose
// verifier divides by it), in the custom and the generic form; the one in
// this comment is not code:
// shard.grid @commented(shape = 0)
// CHECK: parser-guards.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'shard.grid': a dimension of size 0, in an input with 'shard.all_slice'
shard.grid @empty(shape = 2x0)
// CHECK: parser-guards.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'shard.grid': a dimension of size 0, in an input with 'shard.all_slice'
"shard.grid"() <{shape = array<i64: 0>, sym_name = "empty_generic"}> : () -> ()
shard.grid @two(shape = 2)
func.func @slice(%w: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %s = shard.all_slice %w on @two grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
