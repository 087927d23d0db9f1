//===- Host.cpp - What a rank takes of its node ---------------------------===//

#include "fsdp/Runner/Host.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sched.h>
#include <string>
#include <thread>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace fsdprun;

int64_t fsdprun::localRanks(int64_t world) {
  for (const char *var : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS",
                          "SLURM_NTASKS_PER_NODE"})
    if (const char *v = std::getenv(var))
      if (int n = std::atoi(v); n > 0)
        return n;
  return world;
}

int fsdprun::blasThreads(int numThreads, int64_t world) {
  if (numThreads > 0)
    return numThreads;
  for (const char *var : {"OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS",
                          "BLIS_NUM_THREADS", "OMP_NUM_THREADS"})
    if (const char *v = std::getenv(var); v && *v)
      return 0;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return std::max<int64_t>(1, cores / localRanks(world));
}

/// Every step allocates and frees the same buffers. glibc returns blocks
/// above its mmap threshold (128 KiB, raised as such blocks are freed) to
/// the kernel on free and trims the top of its heap, so each step
/// page-faulted its buffers in again: in the 4 x 1024^2 Adam MLP a fifth of
/// the step's CPU time (bench/flop_rate.sh). Freed memory stays in the heap
/// instead, for buffers up to 32 MiB (the largest threshold glibc accepts);
/// larger ones are still mapped per step.
void fsdprun::keepStepBuffersInHeap() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

CpuSet fsdprun::threadCpus() {
  CpuSet cpus{};
  cpu_set_t set;
  CPU_ZERO(&set);
  bool known = sched_getaffinity(0, sizeof(set), &set) == 0;
  int online = std::max(1u, std::thread::hardware_concurrency());
  for (int c = 0; c < kCpuSetWords * 64; ++c)
    if (known ? CPU_ISSET(c, &set) : c < online)
      cpus[c / 64] |= uint64_t(1) << (c % 64);
  return cpus;
}

bool fsdprun::setThreadCpus(const CpuSet &cpus) {
  cpu_set_t set;
  CPU_ZERO(&set);
  for (int c = 0; c < kCpuSetWords * 64; ++c)
    if (cpus[c / 64] >> (c % 64) & 1)
      CPU_SET(c, &set);
  return sched_setaffinity(0, sizeof(set), &set) == 0;
}

int fsdprun::countCpus(const CpuSet &cpus) {
  int n = 0;
  for (uint64_t word : cpus)
    n += __builtin_popcountll(word);
  return n;
}

int64_t fsdprun::nodeId() {
  char name[256] = {};
  gethostname(name, sizeof(name) - 1);
  std::string boot;
  std::ifstream("/proc/sys/kernel/random/boot_id") >> boot;
  return int64_t(std::hash<std::string>()(std::string(name) + "/" + boot));
}
