//===- MpiBackend.cpp - MPI backend
//----------------------------------------===//
//
// Collectives over MPI communicators, with a size-based choice between the
// MPI collective and a point-to-point ring where MPI's own algorithm is slow
// (OpenMPI 4.1's MPI_Reduce_scatter_block reaches a third of the bandwidth of
// MPI_Allreduce on shared memory).
//
//===----------------------------------------------------------------------===//

#include "../Internal.h"

#include <mpi.h>

#include <chrono>
#include <climits>
#include <cstdlib>

namespace fsdp_rt {
namespace {

/// MPI is initialized once per process; contexts share it, and only the last
/// context finalizes it, and only if the runtime initialized it.
struct MpiProcessState {
  std::mutex mutex;
  int users = 0;
  bool initializedByUs = false;
};

MpiProcessState &processState() {
  static MpiProcessState state;
  return state;
}

/// A host that owns MPI may finalize it before finalizing our context;
/// freeing communicators then would be erroneous.
bool mpiFinalized() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  return finalized != 0;
}

[[noreturn]] void mpiFail(int rc, const char *what) {
  char text[MPI_MAX_ERROR_STRING];
  int len = 0;
  if (MPI_Error_string(rc, text, &len) != MPI_SUCCESS)
    len = std::snprintf(text, sizeof(text), "error code %d", rc);
  fail(FSDP_RT_BACKEND_ERROR,
       std::string("MPI error in ") + what + ": " + std::string(text, len));
}

void check(int rc, const char *what) {
  if (rc != MPI_SUCCESS)
    mpiFail(rc, what);
}

/// Completes `n` requests. On a thread with polite waits (the progress
/// thread) it tests them and sleeps between tests, a few microseconds at
/// first and doubling up to politeMaxSleepNs(): MPI would otherwise spin
/// for as long as a peer is late, taking the core from this rank's compute.
void complete(MPI_Request *requests, int n, const char *what) {
  if (!politeWaits()) {
    check(MPI_Waitall(n, requests, MPI_STATUSES_IGNORE), what);
    return;
  }
  int64_t sleepNs = 2000;
  for (int polls = 0;; ++polls) {
    int done = 0;
    check(MPI_Testall(n, requests, &done, MPI_STATUSES_IGNORE), what);
    if (done)
      return;
    if (polls < 16) {
      std::this_thread::yield();
      continue;
    }
    std::this_thread::sleep_for(std::chrono::nanoseconds(sleepNs));
    sleepNs = std::min(2 * sleepNs, politeMaxSleepNs());
  }
}

MPI_Datatype mpiType(fsdp_rt_dtype t) {
  switch (t) {
  case FSDP_RT_F32:
    return MPI_FLOAT;
  case FSDP_RT_F64:
    return MPI_DOUBLE;
  case FSDP_RT_I32:
    return MPI_INT32_T;
  case FSDP_RT_I64:
    return MPI_INT64_T;
  case FSDP_RT_I8:
    return MPI_INT8_T;
  default:
    fail(FSDP_RT_BACKEND_ERROR,
         "internal: no MPI type for " + std::string(dtypeName(t)));
  }
}

MPI_Op mpiOp(fsdp_rt_reduction r) {
  switch (r) {
  case FSDP_RT_MAX:
    return MPI_MAX;
  case FSDP_RT_MIN:
    return MPI_MIN;
  default:
    return MPI_SUM;
  }
}

/// One row of a selection table: use `algo` up to `maxBytes` of full data.
struct Threshold {
  size_t maxBytes;
  Algorithm algo;
};

// Measured with `bench/runtime_collectives.sh --sweep` (2 ranks, shared
// memory, OpenMPI 4.1, see runtime/README.md). Sizes are full data bytes.
// MPI_Reduce_scatter_block only wins while latency dominates; the ring is
// 2-5x faster from 16 KiB on. MPI_Allgather is never slower than the ring.
// For all_reduce, ring reduce_scatter + MPI_Allgather beats MPI_Allreduce
// from 256 KiB (about 1.5x at 64 MiB) and ties below.
constexpr Threshold kReduceScatterTable[] = {
    {size_t(8) << 10, Algorithm::Native},
    {SIZE_MAX, Algorithm::Ring},
};
constexpr Threshold kAllGatherTable[] = {
    {SIZE_MAX, Algorithm::Native},
};
constexpr Threshold kAllReduceTable[] = {
    {size_t(64) << 10, Algorithm::Native},
    {SIZE_MAX, Algorithm::Ring},
};

template <size_t N>
Algorithm lookup(const Threshold (&table)[N], size_t bytes) {
  for (const Threshold &row : table)
    if (bytes <= row.maxBytes)
      return row.algo;
  return table[N - 1].algo;
}

/// Settings shared by all communicators of one backend.
struct Settings {
  Algorithm forced[FSDP_RT_NUM_COLLECTIVES] = {Algorithm::Auto, Algorithm::Auto,
                                               Algorithm::Auto};
  size_t ringChunkBytes = size_t(1) << 20;
};

class MpiCommunicator final : public Communicator {
public:
  MpiCommunicator(MPI_Comm comm, const Settings &settings)
      : comm(comm), settings(settings) {
    check(MPI_Comm_rank(comm, &myRank), "MPI_Comm_rank");
    check(MPI_Comm_size(comm, &mySize), "MPI_Comm_size");
  }
  ~MpiCommunicator() override {
    if (!mpiFinalized())
      MPI_Comm_free(&comm);
  }

  int rank() const override { return myRank; }
  int size() const override { return mySize; }

  void allReduce(const void *send, void *recv, size_t count, fsdp_rt_dtype t,
                 fsdp_rt_reduction op) override {
    size_t es = dtypeSize(t);
    Algorithm algo = settings.forced[FSDP_RT_ALL_REDUCE];
    if (algo == Algorithm::Auto)
      algo = lookup(kAllReduceTable, count * es);
    size_t n = size_t(mySize);
    size_t block = count / n;
    if (algo == Algorithm::Ring && block > 0) {
      // Ring reduce-scatter into a scratch shard (send may alias recv), then
      // all-gather; the tail that does not fill N blocks goes through MPI.
      char *shard = scratch(kResultSlot, block * es);
      ringReduceScatter(static_cast<const char *>(send), shard, block, t, op);
      allGather(shard, recv, block * es);
      size_t done = block * n;
      if (done < count)
        nativeAllReduce(
            send == recv ? recv : static_cast<const char *>(send) + done * es,
            static_cast<char *>(recv) + done * es, count - done, t, op,
            send == recv);
      return;
    }
    nativeAllReduce(send, recv, count, t, op, send == recv);
  }

  void reduceScatter(const void *send, void *recv, size_t count,
                     fsdp_rt_dtype t, fsdp_rt_reduction op) override {
    size_t es = dtypeSize(t);
    size_t fullBytes = count * es * size_t(mySize);
    Algorithm algo = settings.forced[FSDP_RT_REDUCE_SCATTER];
    if (algo == Algorithm::Auto)
      algo = lookup(kReduceScatterTable, fullBytes);
    if (algo == Algorithm::Native && count > size_t(INT_MAX))
      algo = Algorithm::Ring;
    switch (algo) {
    case Algorithm::Native:
      if (nonblockingCollectives()) {
        MPI_Request request;
        check(MPI_Ireduce_scatter_block(send, recv, int(count), mpiType(t),
                                        mpiOp(op), comm, &request),
              "MPI_Ireduce_scatter_block");
        complete(&request, 1, "MPI_Ireduce_scatter_block");
        return;
      }
      check(MPI_Reduce_scatter_block(send, recv, int(count), mpiType(t),
                                     mpiOp(op), comm),
            "MPI_Reduce_scatter_block");
      return;
    case Algorithm::AllReduce: {
      char *full = scratch(kResultSlot, fullBytes);
      nativeAllReduce(send, full, count * size_t(mySize), t, op, false);
      std::memcpy(recv, full + size_t(myRank) * count * es, count * es);
      return;
    }
    default:
      ringReduceScatter(static_cast<const char *>(send),
                        static_cast<char *>(recv), count, t, op);
    }
  }

  void allGather(const void *send, void *recv, size_t blockBytes) override {
    char *out = static_cast<char *>(recv);
    bool inPlace = send == out + size_t(myRank) * blockBytes;
    Algorithm algo = settings.forced[FSDP_RT_ALL_GATHER];
    if (algo == Algorithm::Auto)
      algo = lookup(kAllGatherTable, blockBytes * size_t(mySize));
    if (algo == Algorithm::Native && blockBytes <= size_t(INT_MAX)) {
      if (nonblockingCollectives()) {
        MPI_Request request;
        check(MPI_Iallgather(inPlace ? MPI_IN_PLACE : send, int(blockBytes),
                             MPI_BYTE, out, int(blockBytes), MPI_BYTE, comm,
                             &request),
              "MPI_Iallgather");
        complete(&request, 1, "MPI_Iallgather");
        return;
      }
      check(MPI_Allgather(inPlace ? MPI_IN_PLACE : send, int(blockBytes),
                          MPI_BYTE, out, int(blockBytes), MPI_BYTE, comm),
            "MPI_Allgather");
      return;
    }
    if (!inPlace)
      std::memcpy(out + size_t(myRank) * blockBytes, send, blockBytes);
    // Step s forwards the block received in step s - 1, starting with ours.
    for (int s = 0; s < mySize - 1; ++s) {
      size_t sendIdx = size_t((myRank - s + mySize) % mySize);
      size_t recvIdx = size_t((myRank - s - 1 + 2 * mySize) % mySize);
      ringStep(out + sendIdx * blockBytes, out + recvIdx * blockBytes,
               blockBytes, 1, nullptr);
    }
  }

  void allToAll(const void *send, void *recv, size_t blockBytes) override {
    if (blockBytes <= size_t(INT_MAX) && nonblockingCollectives()) {
      MPI_Request request;
      check(MPI_Ialltoall(send, int(blockBytes), MPI_BYTE, recv,
                          int(blockBytes), MPI_BYTE, comm, &request),
            "MPI_Ialltoall");
      complete(&request, 1, "MPI_Ialltoall");
      return;
    }
    if (blockBytes <= size_t(INT_MAX)) {
      check(MPI_Alltoall(send, int(blockBytes), MPI_BYTE, recv, int(blockBytes),
                         MPI_BYTE, comm),
            "MPI_Alltoall");
      return;
    }
    const char *in = static_cast<const char *>(send);
    char *out = static_cast<char *>(recv);
    std::memcpy(out + size_t(myRank) * blockBytes,
                in + size_t(myRank) * blockBytes, blockBytes);
    // Pairwise exchange with rank +-s; big blocks go in int-sized pieces.
    constexpr size_t piece = size_t(1) << 30;
    for (int s = 1; s < mySize; ++s) {
      int to = (myRank + s) % mySize;
      int from = (myRank - s + mySize) % mySize;
      for (size_t off = 0; off < blockBytes; off += piece) {
        int len = int(std::min(piece, blockBytes - off));
        check(MPI_Sendrecv(in + size_t(to) * blockBytes + off, len, MPI_BYTE,
                           to, kTag, out + size_t(from) * blockBytes + off, len,
                           MPI_BYTE, from, kTag, comm, MPI_STATUS_IGNORE),
              "MPI_Sendrecv");
      }
    }
  }

private:
  static constexpr int kTag = 0x5d;

  void nativeAllReduce(const void *send, void *recv, size_t count,
                       fsdp_rt_dtype t, fsdp_rt_reduction op, bool inPlace) {
    size_t es = dtypeSize(t);
    // MPI counts are ints; element-wise reductions split freely.
    constexpr size_t maxCount = size_t(1) << 30;
    for (size_t off = 0; off < count; off += maxCount) {
      size_t len = std::min(maxCount, count - off);
      char *out = static_cast<char *>(recv) + off * es;
      const void *in =
          inPlace ? MPI_IN_PLACE : static_cast<const char *>(send) + off * es;
      if (nonblockingCollectives()) {
        MPI_Request request;
        check(MPI_Iallreduce(in, out, int(len), mpiType(t), mpiOp(op), comm,
                             &request),
              "MPI_Iallreduce");
        complete(&request, 1, "MPI_Iallreduce");
        continue;
      }
      check(MPI_Allreduce(in, out, int(len), mpiType(t), mpiOp(op), comm),
            "MPI_Allreduce");
    }
  }

  /// Scratch kept across calls: collectives of one communicator never run
  /// concurrently, and first-touching 64 MiB per call would cost milliseconds.
  /// Slot kRingSlot belongs to ringReduceScatter, kResultSlot to its callers.
  enum { kRingSlot = 0, kResultSlot = 1 };
  char *scratch(int slot, size_t bytes) {
    if (bytes > scratchBytes[slot]) {
      scratchBuf[slot].reset(new char[bytes]);
      scratchBytes[slot] = bytes;
    }
    return scratchBuf[slot].get();
  }

  /// Sends `bytes` from `src` to the right neighbour while receiving as many
  /// into `dst` from the left one, in chunks with a bounded window, calling
  /// `onChunk(offset, length)` as each received chunk lands so that local
  /// work on it overlaps the transfer of the next ones.
  void ringStep(const char *src, char *dst, size_t bytes, size_t align,
                const std::function<void(size_t, size_t)> &onChunk) {
    int right = (myRank + 1) % mySize;
    int left = (myRank - 1 + mySize) % mySize;
    size_t chunk = std::max(settings.ringChunkBytes / align * align, align);
    chunk = std::min(chunk, size_t(INT_MAX) / align * align);
    size_t nchunks = (bytes + chunk - 1) / chunk;
    constexpr size_t window = 8;
    std::vector<MPI_Request> sends(nchunks, MPI_REQUEST_NULL);
    std::vector<MPI_Request> recvs(nchunks, MPI_REQUEST_NULL);
    auto post = [&](size_t k) {
      size_t off = k * chunk;
      int len = int(std::min(chunk, bytes - off));
      check(MPI_Irecv(dst + off, len, MPI_BYTE, left, kTag, comm, &recvs[k]),
            "MPI_Irecv");
      check(MPI_Isend(src + off, len, MPI_BYTE, right, kTag, comm, &sends[k]),
            "MPI_Isend");
    };
    for (size_t k = 0; k < std::min(window, nchunks); ++k)
      post(k);
    for (size_t k = 0; k < nchunks; ++k) {
      complete(&recvs[k], 1, "MPI_Wait");
      if (k + window < nchunks)
        post(k + window);
      if (onChunk)
        onChunk(k * chunk, std::min(chunk, bytes - k * chunk));
    }
    complete(sends.data(), int(nchunks), "MPI_Waitall");
  }

  /// N - 1 steps; in step s this rank sends its partial sum of block
  /// (rank - s - 1) and accumulates block (rank - s - 2), so that after the
  /// last step it holds block `rank` reduced over all ranks.
  void ringReduceScatter(const char *send, char *recv, size_t count,
                         fsdp_rt_dtype t, fsdp_rt_reduction op) {
    size_t es = dtypeSize(t);
    size_t blockBytes = count * es;
    int n = mySize;
    // Two partial-sum buffers alternate; the last step lands in `recv`.
    char *bufs[2] = {nullptr, nullptr};
    if (n > 2) {
      char *s = scratch(kRingSlot, 2 * blockBytes);
      bufs[0] = s;
      bufs[1] = s + blockBytes;
    }
    const char *partial = nullptr;
    for (int s = 0; s < n - 1; ++s) {
      size_t sendIdx = size_t((myRank - s - 1 + 2 * n) % n);
      size_t recvIdx = size_t((myRank - s - 2 + 2 * n) % n);
      const char *src = s == 0 ? send + sendIdx * blockBytes : partial;
      char *dst = s == n - 2 ? recv : bufs[s % 2];
      const char *own = send + recvIdx * blockBytes;
      ringStep(src, dst, blockBytes, 64, [&](size_t off, size_t len) {
        combine(t, op, dst + off, own + off, len / es);
      });
      partial = dst;
    }
  }

  MPI_Comm comm;
  const Settings &settings;
  int myRank = 0;
  int mySize = 1;
  std::unique_ptr<char[]> scratchBuf[2];
  size_t scratchBytes[2] = {0, 0};
};

class MpiBackend final : public Backend {
public:
  MpiBackend(int *argc, char ***argv) {
    MpiProcessState &state = processState();
    std::lock_guard<std::mutex> lock(state.mutex);
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (finalized)
      fail(FSDP_RT_UNAVAILABLE,
           "MPI was already finalized in this process and cannot be "
           "initialized again");
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) {
      int rc = MPI_Init_thread(argc, argv, MPI_THREAD_MULTIPLE, &threadLevel);
      if (rc != MPI_SUCCESS)
        fail(FSDP_RT_UNAVAILABLE, "MPI_Init_thread failed");
      state.initializedByUs = true;
    } else {
      MPI_Query_thread(&threadLevel);
    }
    ++state.users;
    // A private communicator keeps our traffic apart from the host's, and
    // makes MPI report errors instead of aborting the job.
    int rc = MPI_Comm_dup(MPI_COMM_WORLD, &world);
    if (rc == MPI_SUCCESS)
      rc = MPI_Comm_set_errhandler(world, MPI_ERRORS_RETURN);
    if (rc != MPI_SUCCESS) {
      release();
      mpiFail(rc, "MPI_Comm_dup");
    }
    MPI_Comm_rank(world, &myRank);
    MPI_Comm_size(world, &mySize);
    if (const char *chunk = std::getenv("FSDP_RT_RING_CHUNK_BYTES")) {
      long long v = std::atoll(chunk);
      if (v > 0)
        settings.ringChunkBytes = size_t(v);
    }
  }

  ~MpiBackend() override {
    if (!mpiFinalized())
      MPI_Comm_free(&world);
    std::lock_guard<std::mutex> lock(processState().mutex);
    release();
  }

  const char *name() const override { return "mpi"; }
  int rank() const override { return myRank; }
  int size() const override { return mySize; }

  std::unique_ptr<Communicator> split(int color, int key) override {
    MPI_Comm comm = MPI_COMM_NULL;
    check(MPI_Comm_split(world, color, key, &comm), "MPI_Comm_split");
    check(MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN),
          "MPI_Comm_set_errhandler");
    try {
      return std::make_unique<MpiCommunicator>(comm, settings);
    } catch (...) {
      MPI_Comm_free(&comm);
      throw;
    }
  }

  void setAlgorithm(fsdp_rt_collective kind, Algorithm algo) override {
    if (algo == Algorithm::AllReduce && kind != FSDP_RT_REDUCE_SCATTER)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "algorithm \"allreduce\" applies to reduce_scatter only");
    settings.forced[kind] = algo;
  }

  bool allowsProgressThread() const override {
    return threadLevel >= MPI_THREAD_SERIALIZED;
  }

private:
  /// Caller holds the process state mutex.
  void release() {
    MpiProcessState &state = processState();
    if (--state.users == 0 && state.initializedByUs) {
      if (!mpiFinalized())
        MPI_Finalize();
      state.initializedByUs = false;
    }
  }

  MPI_Comm world = MPI_COMM_NULL;
  int threadLevel = MPI_THREAD_SINGLE;
  int myRank = 0;
  int mySize = 1;
  Settings settings;
};

} // namespace

bool launchedByMpi(int *worldSizeHint) {
  for (const char *var :
       {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", "MPI_LOCALNRANKS"}) {
    if (const char *value = std::getenv(var)) {
      if (worldSizeHint)
        *worldSizeHint = std::atoi(value);
      return true;
    }
  }
  if (std::getenv("PMIX_RANK")) {
    if (worldSizeHint)
      *worldSizeHint = 0;
    return true;
  }
  return false;
}

bool mpiInitialized() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  return initialized && !finalized;
}

std::unique_ptr<Backend> createMpiBackend(int *argc, char ***argv) {
  return std::make_unique<MpiBackend>(argc, argv);
}

} // namespace fsdp_rt
