// RUN: fsdp-opt %s --split-input-file --fsdp-donate-state | FileCheck %s

// The update's loop writes into the argument it updates (its tensor.empty
// init becomes the argument), and the update is copied into the argument
// before the return: in place, bufferization makes that copy a copy of the
// buffer onto itself. The loss is left alone.
// CHECK-LABEL: func.func @update_writes_into_its_argument
// CHECK-SAME: (%[[W:.*]]: tensor<4xf32> {fsdp.state}, %[[G:.*]]: tensor<4xf32>)
// CHECK-SAME: attributes {fsdp.donate_state}
// CHECK: %[[NEW:.*]] = linalg.sub ins(%[[W]], %[[G]] : tensor<4xf32>, tensor<4xf32>) outs(%[[W]] : tensor<4xf32>)
// CHECK: %[[LOSS:.*]] = linalg.reduce
// CHECK: %[[COPY:.*]] = linalg.copy ins(%[[NEW]] : tensor<4xf32>) outs(%[[W]] : tensor<4xf32>)
// CHECK: return %[[COPY]], %[[LOSS]]
func.func @update_writes_into_its_argument(%w: tensor<4xf32> {fsdp.state},
                                           %g: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss})
    attributes {fsdp.donate_state} {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>)
                    outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%g : tensor<4xf32>) outs(%z : tensor<f32>)
      dimensions = [0]
      (%in: f32, %acc: f32) {
        %s = arith.addf %in, %acc : f32
        linalg.yield %s : f32
      }
  return %new, %loss : tensor<4xf32>, tensor<f32>
}

// -----

// The chain of tied inits is followed back to its tensor.empty: the fill
// that starts the accumulation writes into the argument. Only that use of
// the shared tensor.empty is replaced.
// CHECK-LABEL: func.func @chain_through_fill
// CHECK-SAME: (%[[W:.*]]: tensor<2x2xf32> {fsdp.state}, %[[A:.*]]: tensor<2x2xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[W]] : tensor<2x2xf32>)
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[A]], %[[W]] : tensor<2x2xf32>, tensor<2x2xf32>) outs(%[[Z]] : tensor<2x2xf32>)
// CHECK: %[[OTHER:.*]] = linalg.copy ins(%[[A]] : tensor<2x2xf32>) outs(%[[E]] : tensor<2x2xf32>)
// CHECK: %[[COPY:.*]] = linalg.copy ins(%[[MM]] : tensor<2x2xf32>) outs(%[[W]] : tensor<2x2xf32>)
// CHECK: return %[[COPY]], %[[OTHER]]
func.func @chain_through_fill(%w: tensor<2x2xf32> {fsdp.state},
                              %a: tensor<2x2xf32>)
    -> (tensor<2x2xf32> {fsdp.updates = 0 : i64}, tensor<2x2xf32>)
    attributes {fsdp.donate_state} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %w : tensor<2x2xf32>, tensor<2x2xf32>)
                      outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %other = linalg.copy ins(%a : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %mm, %other : tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// An update that is not computed by a linalg op (here an input) is only
// copied into its argument; an argument returned as its own update needs
// nothing.
// CHECK-LABEL: func.func @copied_and_unchanged
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32> {fsdp.state}, %[[B:.*]]: tensor<4xf32> {fsdp.state}, %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[COPY:.*]] = linalg.copy ins(%[[X]] : tensor<4xf32>) outs(%[[A]] : tensor<4xf32>)
// CHECK-NEXT: return %[[COPY]], %[[B]]
func.func @copied_and_unchanged(%a: tensor<4xf32> {fsdp.state},
                                %b: tensor<4xf32> {fsdp.state},
                                %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64},
        tensor<4xf32> {fsdp.updates = 1 : i64})
    attributes {fsdp.donate_state} {
  return %x, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// Without the attribute nothing changes.
// CHECK-LABEL: func.func @not_marked
// CHECK: outs(%{{.*}} : tensor<4xf32>)
// CHECK-NOT: linalg.copy
// CHECK: return
func.func @not_marked(%w: tensor<4xf32> {fsdp.state}, %g: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>)
                    outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %new : tensor<4xf32>
}

// -----

// A forward step (state, no update: an evaluation step that runs on a
// training step's state) writes into none of its arguments, marked or not:
// they are another step's state and the caller's inputs. Its non-tensor
// arguments and a function without state are left alone.
// CHECK-LABEL: func.func @forward_step_reads_only
// CHECK-SAME: (%{{.*}}: tensor<4xf32> {bufferization.writable = false, fsdp.state}, %{{.*}}: tensor<4xf32> {bufferization.writable = false}, %{{.*}}: index)
// CHECK-LABEL: func.func @not_a_step
// CHECK-SAME: (%{{.*}}: tensor<4xf32>)
func.func @forward_step_reads_only(%w: tensor<4xf32> {fsdp.state},
                                   %x: tensor<4xf32>, %n: index)
    -> (tensor<f32> {fsdp.loss}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<4xf32>
  %p = linalg.mul ins(%w, %x : tensor<4xf32>, tensor<4xf32>)
                  outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %loss = linalg.reduce ins(%p : tensor<4xf32>) outs(%z : tensor<f32>)
      dimensions = [0]
      (%in: f32, %acc: f32) {
        %s = arith.addf %in, %acc : f32
        linalg.yield %s : f32
      }
  return %loss : tensor<f32>
}

func.func @not_a_step(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
