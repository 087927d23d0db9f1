//===- Host.h - What a rank takes of its node -------------------*- C++ -*-===//
//
// The cores and memory behaviour a rank sets up before it runs steps: the
// threads of the BLAS library the step's contractions call, shared out
// among the ranks of the node, and a heap that keeps the step's buffers.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_HOST_H
#define FSDP_RUNNER_HOST_H

#include <cstdint>

namespace fsdprun {

/// Ranks of this job on this node, from the launcher's environment
/// (`world` without one).
int64_t localRanks(int64_t world);

/// The threads the BLAS library gets: `requested` when > 0, else 0 (its
/// own setting) where the user made one through its variables, else the
/// cores shared out among the ranks of this node.
int blasThreads(int requested, int64_t world);

/// Makes freed step buffers stay in the heap (see Host.cpp).
void keepStepBuffersInHeap();

} // namespace fsdprun

#endif // FSDP_RUNNER_HOST_H
