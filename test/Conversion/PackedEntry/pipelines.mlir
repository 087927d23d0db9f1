// Both lowering pipelines give the runner's entry its two-pointer signature
// and leave no C-interface wrapper.
// RUN: fsdp-opt %s --fsdp-lower-to-llvm | FileCheck %s
// RUN: fsdp-opt %s --fsdp-lower-to-gpu=format=isa | FileCheck %s

// CHECK-LABEL: llvm.func @entry
// CHECK-SAME: (%{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: !llvm.ptr){{( attributes \{.*\})?}} {
// CHECK: llvm.store
// CHECK-NOT: _mlir_ciface_entry
func.func @entry(%w: tensor<4xf32>, %g: tensor<4xf32>) -> tensor<4xf32>
    attributes {fsdp.packed_entry} {
  %r = arith.subf %w, %g : tensor<4xf32>
  return %r : tensor<4xf32>
}
