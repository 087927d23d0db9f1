/*===- FakeAbiVersion.c - A libfsdp_rt of another ABI version ------*- C
-*-===*\
|*                                                                            *|
|* Preloaded ahead of libfsdp_rt, it makes the runtime a host finds claim the *|
|* version after the one the host was built with: what a host sees when it   *|
|* picks up a libfsdp_rt from another build.                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "fsdp_rt/fsdp_rt.h"

uint32_t fsdp_rt_abi_version(void) { return FSDP_RT_ABI_VERSION + 1; }
