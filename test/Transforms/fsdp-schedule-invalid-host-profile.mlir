// RUN: env FSDP_PROFILE=no-such-machine fsdp-opt %s --fsdp-schedule --verify-diagnostics
// RUN: env FSDP_PROFILE=host %not fsdp-opt %s --fsdp-schedule 2>&1 | FileCheck %s --check-prefix=LOOP

// The default profile `host` is the one $FSDP_PROFILE names; a name that is
// neither a built-in profile nor a file is an error that says where it
// came from.
// expected-error @+1 {{FSDP_PROFILE (the 'host' profile): unknown machine profile 'no-such-machine'}}
func.func @unknown_host_profile() {
  return
}

// LOOP: error: FSDP_PROFILE=host: name a built-in profile or a profile file
