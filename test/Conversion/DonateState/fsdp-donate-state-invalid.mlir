// RUN: fsdp-opt %s --split-input-file --fsdp-donate-state -verify-diagnostics

// expected-error @+1 {{'fsdp.donate_state' needs a function with a body}}
func.func private @external(tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.donate_state}

// -----

// Donation changes the results: a step called from inside the module (a
// test's @main) keeps the functional calling convention.
// expected-error @+1 {{'fsdp.donate_state' on @called, which is referenced in the module: donation drops results and writes into the arguments, which only the runner that calls the step expects}}
func.func @called(%w: tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.donate_state} {
  return %w : tensor<4xf32>
}
func.func @main(%w: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @called(%w) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// expected-error @+1 {{'fsdp.donate_state' on @no_updates, which updates no state: no result carries {fsdp.updates = i}}}
func.func @no_updates(%w: tensor<4xf32> {fsdp.state}) -> tensor<4xf32>
    attributes {fsdp.donate_state} {
  return %w : tensor<4xf32>
}

// -----

// The contract's own checks come first.
// expected-error @+1 {{result 0: 'fsdp.updates' index 3 is out of range}}
func.func @broken_contract(%w: tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 3 : i64}) attributes {fsdp.donate_state} {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{'fsdp.donate_state' on a function already stamped 'fsdp.donated_results'}}
func.func @already_donated(%w: tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64})
    attributes {fsdp.donate_state, fsdp.donated_results = array<i64>} {
  return %w : tensor<4xf32>
}
