//===- PoliteWaits.h - How the calling thread waits for peers ---*- C++ -*-===//
//
// A collective waiting for a late peer on the progress thread should leave
// the core to the compute beside it; one waiting in a blocking call should
// not give up its time slice. The choice is the thread's, set by the
// progress thread for itself (ProgressQueue.cpp) and read by the mpi
// backend's wait loop.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_POLITEWAITS_H
#define FSDP_RT_SRC_POLITEWAITS_H

#include <cstdint>

namespace fsdp_rt {

/// Whether waits for MPI requests on this thread poll and sleep between
/// polls (the progress thread, so that a collective waiting for a late peer
/// leaves the core to compute) instead of spinning inside MPI.
bool politeWaits();
/// Set by the progress thread for itself; `maxSleepNs` bounds one sleep
/// (0: spin, as a blocking collective does).
void setPoliteWaits(bool polite, int64_t maxSleepNs);
/// The longest sleep of a polite wait.
int64_t politeMaxSleepNs();

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_POLITEWAITS_H
