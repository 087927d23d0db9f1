//===- Collectives.h - Collectives on a host communicator -------*- C++ -*-===//
//
// The semantics every host backend shares (half types reduced in f32, AVG as
// a division after the sum, the deterministic mode, the all-gather wire
// type) are implemented once here, on a Communicator's primitives, so that
// two backends cannot disagree on a result's bits.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_COLLECTIVES_H
#define FSDP_RT_SRC_COLLECTIVES_H

#include "Communicator.h"

#include <cstdint>

namespace fsdp_rt {

/// Runs one public collective on `comm` (Collectives.cpp). Throws Error.
void runCollective(Communicator &comm, fsdp_rt_collective kind,
                   const void *send, void *recv, int64_t count, fsdp_rt_dtype t,
                   fsdp_rt_reduction r, bool deterministic,
                   fsdp_rt_dtype gatherWire);

/// FSDP_RT_DEBUG=detail: all ranks of `comm` compare the signature of the
/// collective about to run; throws Error naming the ranks that differ.
void checkCollectiveSignature(Communicator &comm, fsdp_rt_collective kind,
                              int dtype, int reduction, int64_t count,
                              int64_t group, int64_t seq);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_COLLECTIVES_H
