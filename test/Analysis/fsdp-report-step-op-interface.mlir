// StepOpInterface: the cost model charges an op of a dialect fsdp-mlir does
// not know (fsdp_test.scale, test/lib) the FLOPs its model gives, one per
// element (1024 here), where the built-in estimate knows nothing of it (0).
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.rematerialization.step_flops=1024 | FileCheck %s
// CHECK: 1 of 1 fields match

func.func @foreign_op(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %y = fsdp_test.scale %x {factor = 2.0 : f32} : tensor<1024xf32>
  return %y : tensor<1024xf32>
}
