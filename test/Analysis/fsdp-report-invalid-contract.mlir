// RUN: fsdp-opt %s --split-input-file --verify-diagnostics --fsdp-report="output=%t.json" -o /dev/null

// A step that breaks the training-step contract is the error the passes and
// fsdp-run report (TrainingStepContract), not a report of wrong roles.
// expected-error @+1 {{result 0 updates argument 1, which is not an 'fsdp.state' argument}}
func.func @updates_non_state(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 1 : i64}) {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{results 0 and 1 are both marked 'fsdp.loss'}}
func.func @two_losses(%w: tensor<4xf32> {fsdp.state}, %l: tensor<f32>) -> (tensor<f32> {fsdp.loss}, tensor<f32> {fsdp.loss}) {
  return %l, %l : tensor<f32>, tensor<f32>
}
