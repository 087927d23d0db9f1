// RUN: fsdp-opt %s --split-input-file --fsdp-packed-entry | FileCheck %s
// RUN: fsdp-opt %s --split-input-file --fsdp-packed-entry --convert-func-to-llvm \
// RUN:   --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// The entry takes (results, args): argument i is loaded through the i-th
// pointer of the array (a memref's descriptor, a scalar's value), each
// result is stored at its field of the results struct, and the function
// returns nothing. After the conversion to LLVM no cast is left.
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[RES:.*]]: !llvm.ptr, %[[ARGS:.*]]: !llvm.ptr)
// CHECK-NOT: fsdp.packed_entry
// CHECK: %[[P0:.*]] = llvm.getelementptr %[[ARGS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[D0P:.*]] = llvm.load %[[P0]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[D0:.*]] = llvm.load %[[D0P]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[W:.*]] = builtin.unrealized_conversion_cast %[[D0]] : {{.*}} to memref<4xf32>
// CHECK: %[[P1:.*]] = llvm.getelementptr %[[ARGS]][1]
// CHECK: %[[S1P:.*]] = llvm.load %[[P1]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[S1:.*]] = llvm.load %[[S1P]] : !llvm.ptr -> i64
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %[[S1]] : i64 to index
// CHECK: memref.load %[[W]][%[[N]]]
// CHECK: %[[R0:.*]] = builtin.unrealized_conversion_cast %[[W]] : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SLOT0:.*]] = llvm.getelementptr %[[RES]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK: llvm.store %[[R0]], %[[SLOT0]]
// CHECK: %[[SLOT1:.*]] = llvm.getelementptr %[[RES]][0, 1]
// CHECK: llvm.store %{{.*}}, %[[SLOT1]] : f32, !llvm.ptr
// CHECK: return{{$}}
// LLVM-LABEL: llvm.func @step
// LLVM-SAME: (%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// LLVM-NOT: unrealized_conversion_cast
// LLVM: llvm.return{{$}}
func.func @step(%w: memref<4xf32>, %i: index) -> (memref<4xf32>, f32)
    attributes {fsdp.packed_entry} {
  %x = memref.load %w[%i] : memref<4xf32>
  return %w, %x : memref<4xf32>, f32
}

// -----

// Without the attribute a function keeps its signature.
// CHECK-LABEL: func.func @helper
// CHECK-SAME: (%{{.*}}: memref<4xf32>) -> memref<4xf32>
// CHECK-NOT: llvm.load
// CHECK: return %{{.*}} : memref<4xf32>
func.func @helper(%w: memref<4xf32>) -> memref<4xf32> {
  return %w : memref<4xf32>
}

// -----

// Loads and stores go 64 to a block (instruction selection works on one
// block at a time): the 65th argument is loaded in a second block, the 65th
// result is stored in a block of its own, before the return's.
// CHECK-LABEL: func.func @many
// CHECK-COUNT-128: llvm.load
// CHECK-NEXT: builtin.unrealized_conversion_cast
// CHECK-NEXT: cf.br ^[[NEXT:.*]]
// CHECK-NEXT: ^[[NEXT]]:
// CHECK-NEXT: llvm.getelementptr %{{.*}}[64] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-COUNT-64: llvm.store
// CHECK-NEXT: cf.br ^[[LAST:.*]]
// CHECK-NEXT: ^[[LAST]]:
// CHECK-NEXT: builtin.unrealized_conversion_cast
// CHECK-NEXT: llvm.getelementptr %{{.*}}[0, 64]
// CHECK-NEXT: llvm.store
// CHECK-NEXT: cf.br ^[[RET:.*]]
// CHECK-NEXT: ^[[RET]]:
// CHECK-NEXT: return{{$}}
func.func @many(%a0: memref<f32>, %a1: memref<f32>, %a2: memref<f32>, %a3: memref<f32>, %a4: memref<f32>, %a5: memref<f32>, %a6: memref<f32>, %a7: memref<f32>, %a8: memref<f32>, %a9: memref<f32>, %a10: memref<f32>, %a11: memref<f32>, %a12: memref<f32>, %a13: memref<f32>, %a14: memref<f32>, %a15: memref<f32>, %a16: memref<f32>, %a17: memref<f32>, %a18: memref<f32>, %a19: memref<f32>, %a20: memref<f32>, %a21: memref<f32>, %a22: memref<f32>, %a23: memref<f32>, %a24: memref<f32>, %a25: memref<f32>, %a26: memref<f32>, %a27: memref<f32>, %a28: memref<f32>, %a29: memref<f32>, %a30: memref<f32>, %a31: memref<f32>, %a32: memref<f32>, %a33: memref<f32>, %a34: memref<f32>, %a35: memref<f32>, %a36: memref<f32>, %a37: memref<f32>, %a38: memref<f32>, %a39: memref<f32>, %a40: memref<f32>, %a41: memref<f32>, %a42: memref<f32>, %a43: memref<f32>, %a44: memref<f32>, %a45: memref<f32>, %a46: memref<f32>, %a47: memref<f32>, %a48: memref<f32>, %a49: memref<f32>, %a50: memref<f32>, %a51: memref<f32>, %a52: memref<f32>, %a53: memref<f32>, %a54: memref<f32>, %a55: memref<f32>, %a56: memref<f32>, %a57: memref<f32>, %a58: memref<f32>, %a59: memref<f32>, %a60: memref<f32>, %a61: memref<f32>, %a62: memref<f32>, %a63: memref<f32>, %a64: memref<f32>) -> (memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>)
    attributes {fsdp.packed_entry} {
  return %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %a48, %a49, %a50, %a51, %a52, %a53, %a54, %a55, %a56, %a57, %a58, %a59, %a60, %a61, %a62, %a63, %a64 : memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>
}
