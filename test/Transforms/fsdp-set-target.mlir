// RUN: fsdp-opt %s --fsdp-set-target=profile=h100-nvlink | FileCheck %s
// RUN: env FSDP_PROFILE=%S/Inputs/cpu-slow-launch.json fsdp-opt %s --fsdp-set-target | FileCheck %s --check-prefix=HOST
// RUN: env -u FSDP_PROFILE fsdp-opt %s --fsdp-set-target | FileCheck %s --check-prefix=DEFAULT
// RUN: %not fsdp-opt %s --fsdp-set-target=profile=tpu-v9 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %not env FSDP_PROFILE=host fsdp-opt %s --fsdp-set-target 2>&1 | FileCheck %s --check-prefix=HOSTHOST

// The profile is resolved once and recorded on the module: a name stays a
// name; `host` becomes what $FSDP_PROFILE names, else the built-in default.
// CHECK: module attributes {fsdp.target = {profile = "h100-nvlink"}}
// HOST: module attributes {fsdp.target = {profile = "{{.*}}Inputs/cpu-slow-launch.json"}}
// DEFAULT: module attributes {fsdp.target = {profile = "cpu-2core"}}
// BAD: error: unknown machine profile 'tpu-v9': not a built-in profile
// HOSTHOST: error: FSDP_PROFILE=host: name a built-in profile or a profile file
shard.grid @dp(shape = 2)
