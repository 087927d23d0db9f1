//===- Host.h - What a rank takes of its node -------------------*- C++ -*-===//
//
// The cores and memory behaviour a rank sets up before it runs steps: the
// threads of the BLAS library the step's contractions call, shared out
// among the ranks of the node, a heap that keeps the step's buffers, and
// the CPUs a rank may run on (what the step's compilation takes).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_HOST_H
#define FSDP_RUNNER_HOST_H

#include <array>
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

/// Words of a CPU set: bit c of word c / 64 is CPU c (1024 CPUs).
constexpr int kCpuSetWords = 16;
using CpuSet = std::array<uint64_t, kCpuSetWords>;

/// The CPUs the calling thread may run on (its affinity mask); every CPU
/// the system has online where it cannot tell.
CpuSet threadCpus();

/// Lets the calling thread (and the threads it starts afterwards) run on
/// `cpus`; false where the system refuses.
bool setThreadCpus(const CpuSet &cpus);

/// The number of CPUs in `cpus`.
int countCpus(const CpuSet &cpus);

/// A number naming this node (its host name and boot), the same for every
/// process on it.
int64_t nodeId();

} // namespace fsdprun

#endif // FSDP_RUNNER_HOST_H
