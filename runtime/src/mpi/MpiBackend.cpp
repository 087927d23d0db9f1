//===- MpiBackend.cpp - MPI backend ---------------------------------------===//
//
// Collectives over MPI communicators, with a size-based choice between the
// MPI collective and a point-to-point ring where MPI's own algorithm is slow
// (OpenMPI 4.1's MPI_Reduce_scatter_block reaches a third of the bandwidth of
// MPI_Allreduce on shared memory).
//
//===----------------------------------------------------------------------===//

#include "../Backend.h"
#include "../Dtype.h"
#include "../PoliteWaits.h"

#include <atomic>
#include <functional>
#include <mpi.h>
#include <mutex>
#include <string>
#include <vector>

#include <array>
#include <cerrno>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <list>
#include <sched.h>
#include <sstream>
#include <thread>
#include <unistd.h>

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
  /// Bound on a wait for peers that sees no progress (fsdp_rt_set_timeout).
  double timeoutS = 300;
};

/// Parses FSDP_RT_RING_CHUNK_BYTES; false if set and malformed.
bool ringChunkFromEnv(size_t &out) {
  const char *text = std::getenv("FSDP_RT_RING_CHUNK_BYTES");
  if (!text || !*text)
    return true;
  char *end = nullptr;
  errno = 0;
  long long v = std::strtoll(text, &end, 10);
  if (errno != 0 || *end != '\0' || v <= 0 || v > INT_MAX)
    return false;
  out = size_t(v);
  return true;
}

/// The side channel on which a rank whose collective stalled asks the other
/// members of the group where they are: a private duplicate of the world.
/// A rank answers while it waits inside any collective of the runtime (the
/// only time it calls MPI), with its Activity; a rank that is stopped, dead
/// or computing outside the runtime does not answer.
class Control {
public:
  MPI_Comm comm = MPI_COMM_NULL;
  const Activity *activity = nullptr;

  /// Answers the queries that arrived; called from wait loops.
  void service() {
    for (auto it = replies.begin(); it != replies.end();) {
      int done = 0;
      MPI_Test(&it->request, &done, MPI_STATUS_IGNORE);
      it = done ? replies.erase(it) : std::next(it);
    }
    while (true) {
      int flag = 0;
      MPI_Status status;
      if (MPI_Iprobe(MPI_ANY_SOURCE, kQueryTag, comm, &flag, &status) !=
              MPI_SUCCESS ||
          !flag)
        return;
      int64_t query = 0;
      if (MPI_Recv(&query, 1, MPI_INT64_T, status.MPI_SOURCE, kQueryTag, comm,
                   MPI_STATUS_IGNORE) != MPI_SUCCESS)
        return;
      replies.emplace_back();
      Reply &r = replies.back();
      r.data[0] = activity->kind;
      r.data[1] = activity->group;
      r.data[2] = activity->seq;
      r.data[3] = int64_t(activity->bytes);
      if (MPI_Isend(r.data, 4, MPI_INT64_T, status.MPI_SOURCE, kReplyTag, comm,
                    &r.request) != MPI_SUCCESS)
        replies.pop_back();
    }
  }

  /// Asks `peers` (world ranks, this rank excluded) where they are, waits
  /// up to `waitS` for the answers, and says which have not arrived where
  /// this rank is.
  std::string askPeers(const std::vector<int> &peers, double waitS) {
    size_t n = peers.size();
    std::vector<std::array<int64_t, 4>> answers(n);
    std::vector<MPI_Request> recvs(n, MPI_REQUEST_NULL);
    std::vector<MPI_Request> sends(n, MPI_REQUEST_NULL);
    std::vector<bool> answered(n, false);
    int64_t query = 1;
    for (size_t i = 0; i < n; ++i) {
      MPI_Irecv(answers[i].data(), 4, MPI_INT64_T, peers[i], kReplyTag, comm,
                &recvs[i]);
      MPI_Isend(&query, 1, MPI_INT64_T, peers[i], kQueryTag, comm, &sends[i]);
    }
    auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(waitS);
    size_t pending = n;
    while (pending > 0 && std::chrono::steady_clock::now() < deadline) {
      for (size_t i = 0; i < n; ++i) {
        if (answered[i])
          continue;
        int done = 0;
        MPI_Test(&recvs[i], &done, MPI_STATUS_IGNORE);
        if (done) {
          answered[i] = true;
          --pending;
        }
      }
      service(); // Peers that stalled too are asking us at the same time.
      sched_yield();
    }
    std::ostringstream arrived, missing;
    for (size_t i = 0; i < n; ++i) {
      if (!answered[i]) {
        MPI_Cancel(&recvs[i]);
        MPI_Request_free(&recvs[i]);
        missing << (missing.tellp() > 0 ? "; " : "") << "rank " << peers[i]
                << " (no answer within " << waitS
                << " s: stopped, dead, or busy outside the runtime)";
        continue;
      }
      const std::array<int64_t, 4> &a = answers[i];
      if (a[0] == activity->kind && a[1] == activity->group &&
          a[2] == activity->seq) {
        arrived << (arrived.tellp() > 0 ? ", " : "") << peers[i];
        continue;
      }
      missing << (missing.tellp() > 0 ? "; " : "") << "rank " << peers[i]
              << " (in " << describeActivity(int(a[0]), a[1], a[2]);
      if (a[0] >= 0)
        missing << ", " << a[3] << " bytes";
      missing << ")";
    }
    for (MPI_Request &r : sends)
      if (r != MPI_REQUEST_NULL)
        MPI_Request_free(&r);
    std::string out;
    if (missing.tellp() > 0)
      out = "not arrived: " + missing.str();
    else
      out = "every rank of the group is in this collective (do they agree on "
            "its size? FSDP_RT_DEBUG=detail checks)";
    if (arrived.tellp() > 0)
      out += "; arrived: rank " + arrived.str();
    return out;
  }

private:
  static constexpr int kQueryTag = 0x7101;
  static constexpr int kReplyTag = 0x7102;
  struct Reply {
    int64_t data[4] = {0, 0, 0, 0};
    MPI_Request request = MPI_REQUEST_NULL;
  };
  std::list<Reply> replies;
};

/// Waits for `n` requests, answering peers' queries while it waits; a wait
/// without completion for `settings.timeoutS` throws Error(FSDP_RT_TIMEOUT)
/// naming the peers of `members` (world ranks) that have not arrived.
void waitFor(MPI_Request *requests, int n, const char *what,
             const Settings &settings, Control &control,
             const std::vector<int> &members, int worldRank) {
  int flag = 0;
  check(MPI_Testall(n, requests, &flag, MPI_STATUSES_IGNORE), what);
  if (flag)
    return;
  auto start = std::chrono::steady_clock::now();
  auto timeout = std::chrono::duration<double>(settings.timeoutS);
  // On a thread with polite waits (the progress thread) the tests sleep
  // between them, a few microseconds at first and doubling up to
  // politeMaxSleepNs(): MPI would otherwise spin for as long as a peer is
  // late, taking the core from this rank's compute.
  const bool polite = politeWaits();
  int64_t sleepNs = 2000;
  for (unsigned spin = 0;; ++spin) {
    check(MPI_Testall(n, requests, &flag, MPI_STATUSES_IGNORE), what);
    if (flag)
      return;
    if (polite && spin >= 16) {
      std::this_thread::sleep_for(std::chrono::nanoseconds(sleepNs));
      sleepNs = std::min(2 * sleepNs, politeMaxSleepNs());
    }
    // MPI_Testall drives MPI's progress engine, which yields the core by
    // itself when the node is oversubscribed; every 64 tests the rank also
    // answers its peers' queries and looks at the clock.
    if ((spin & 63) != 63)
      continue;
    control.service();
    auto waited = std::chrono::steady_clock::now() - start;
    if (waited < timeout)
      continue;
    std::vector<int> peers;
    for (int r : members)
      if (r != worldRank)
        peers.push_back(r);
    std::ostringstream os;
    os << "no progress for " << settings.timeoutS << " s in " << what
       << " (group of world ranks ";
    for (size_t i = 0; i < members.size(); ++i)
      os << (i ? "," : "") << members[i];
    os << "); "
       << control.askPeers(peers,
                           std::min(std::max(settings.timeoutS / 4, 1.0), 5.0));
    fail(FSDP_RT_TIMEOUT, os.str());
  }
}

class MpiCommunicator final : public Communicator {
public:
  MpiCommunicator(MPI_Comm comm, const Settings &settings, Control &control,
                  MPI_Comm world)
      : comm(comm), settings(settings), control(control) {
    check(MPI_Comm_rank(comm, &myRank), "MPI_Comm_rank");
    check(MPI_Comm_size(comm, &mySize), "MPI_Comm_size");
    check(MPI_Comm_rank(world, &worldRank), "MPI_Comm_rank");
    // World ranks of the members, to ask them where they are on a timeout.
    MPI_Group mine, all;
    check(MPI_Comm_group(comm, &mine), "MPI_Comm_group");
    check(MPI_Comm_group(world, &all), "MPI_Comm_group");
    std::vector<int> local(static_cast<size_t>(mySize));
    for (int i = 0; i < mySize; ++i)
      local[size_t(i)] = i;
    members.resize(local.size());
    int rc = MPI_Group_translate_ranks(mine, mySize, local.data(), all,
                                       members.data());
    MPI_Group_free(&mine);
    MPI_Group_free(&all);
    check(rc, "MPI_Group_translate_ranks");
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
    case Algorithm::Native: {
      MPI_Request request;
      check(MPI_Ireduce_scatter_block(send, recv, int(count), mpiType(t),
                                      mpiOp(op), comm, &request),
            "MPI_Ireduce_scatter_block");
      wait(&request, 1, "MPI_Ireduce_scatter_block");
      return;
    }
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
    if (algo == Algorithm::Native && blockBytes <= size_t(INT_MAX) &&
        mySize <= kDirectGatherMaxRanks) {
      // Every block straight to every peer: on few ranks as fast as the
      // blocking MPI_Allgather, where MPI_Iallgather (libnbc) reached half
      // of it at 1 MiB on 2 ranks.
      std::vector<MPI_Request> requests;
      requests.reserve(2 * size_t(mySize));
      const char *own = inPlace ? out + size_t(myRank) * blockBytes
                                : static_cast<const char *>(send);
      for (int p = 0; p < mySize; ++p) {
        if (p == myRank)
          continue;
        requests.emplace_back();
        check(MPI_Irecv(out + size_t(p) * blockBytes, int(blockBytes), MPI_BYTE,
                        p, kTag, comm, &requests.back()),
              "MPI_Irecv");
        requests.emplace_back();
        check(MPI_Isend(own, int(blockBytes), MPI_BYTE, p, kTag, comm,
                        &requests.back()),
              "MPI_Isend");
      }
      if (!inPlace)
        std::memcpy(out + size_t(myRank) * blockBytes, send, blockBytes);
      wait(requests.data(), int(requests.size()),
           "the all-gather's MPI_Isend/MPI_Irecv");
      return;
    }
    if (algo == Algorithm::Native && blockBytes <= size_t(INT_MAX)) {
      MPI_Request request;
      check(MPI_Iallgather(inPlace ? MPI_IN_PLACE : send, int(blockBytes),
                           MPI_BYTE, out, int(blockBytes), MPI_BYTE, comm,
                           &request),
            "MPI_Iallgather");
      wait(&request, 1, "MPI_Iallgather");
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
    if (blockBytes <= size_t(INT_MAX)) {
      MPI_Request request;
      check(MPI_Ialltoall(send, int(blockBytes), MPI_BYTE, recv,
                          int(blockBytes), MPI_BYTE, comm, &request),
            "MPI_Ialltoall");
      wait(&request, 1, "MPI_Ialltoall");
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
        MPI_Request requests[2];
        check(MPI_Irecv(out + size_t(from) * blockBytes + off, len, MPI_BYTE,
                        from, kTag, comm, &requests[0]),
              "MPI_Irecv");
        check(MPI_Isend(in + size_t(to) * blockBytes + off, len, MPI_BYTE, to,
                        kTag, comm, &requests[1]),
              "MPI_Isend");
        wait(requests, 2, "MPI_Isend/MPI_Irecv");
      }
    }
  }

private:
  static constexpr int kTag = 0x5d;
  /// Up to this many ranks the native all-gather is a direct exchange.
  static constexpr int kDirectGatherMaxRanks = 8;

  void wait(MPI_Request *requests, int n, const char *what) {
    waitFor(requests, n, what, settings, control, members, worldRank);
  }

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
      MPI_Request request;
      check(MPI_Iallreduce(in, out, int(len), mpiType(t), mpiOp(op), comm,
                           &request),
            "MPI_Iallreduce");
      wait(&request, 1, "MPI_Iallreduce");
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
      wait(&recvs[k], 1, "the ring's MPI_Irecv");
      if (k + window < nchunks)
        post(k + window);
      if (onChunk)
        onChunk(k * chunk, std::min(chunk, bytes - k * chunk));
    }
    wait(sends.data(), int(nchunks), "the ring's MPI_Isend");
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
  Control &control;
  int myRank = 0;
  int mySize = 1;
  int worldRank = 0;
  /// World rank of each member, by group rank.
  std::vector<int> members;
  std::unique_ptr<char[]> scratchBuf[2];
  size_t scratchBytes[2] = {0, 0};
};

/// MPI_Init_thread, bounded: MPI_Init waits for every rank of the job (its
/// exchange of addresses), so a rank stopped or hung before it would hold the
/// others there forever. A watchdog ends the process when the call has not
/// returned after `timeoutS`, and the launcher ends the job.
int initMpiBounded(int *argc, char ***argv, int *threadLevel, double timeoutS) {
  std::mutex mutex;
  std::condition_variable returned;
  bool done = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(mutex);
    if (returned.wait_for(lock, std::chrono::duration<double>(timeoutS),
                          [&] { return done; }))
      return;
    std::string rank = "?";
    for (const char *var : {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"})
      if (const char *value = std::getenv(var)) {
        rank = value;
        break;
      }
    std::ostringstream line;
    line << "fsdp_rt: error on rank " << rank
         << ": timeout: MPI_Init_thread has not returned after " << timeoutS
         << " s (the bound on waits for peers): a rank of the job stopped, "
            "died or hung before it started MPI\n";
    // Straight to the descriptor: the thread in MPI_Init may hold a stdio
    // lock.
    std::string text = line.str();
    ssize_t written = ::write(2, text.data(), text.size());
    (void)written;
    std::_Exit(1);
  });
  int rc = MPI_Init_thread(argc, argv, MPI_THREAD_MULTIPLE, threadLevel);
  {
    std::lock_guard<std::mutex> lock(mutex);
    done = true;
  }
  returned.notify_one();
  watchdog.join();
  return rc;
}

class MpiBackend final : public Backend {
public:
  MpiBackend(int *argc, char ***argv, double timeoutS) {
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
      int rc = initMpiBounded(argc, argv, &threadLevel, timeoutS);
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
    rc = MPI_Comm_dup(MPI_COMM_WORLD, &control.comm);
    if (rc == MPI_SUCCESS)
      rc = MPI_Comm_set_errhandler(control.comm, MPI_ERRORS_RETURN);
    if (rc != MPI_SUCCESS) {
      MPI_Comm_free(&world);
      release();
      mpiFail(rc, "MPI_Comm_dup");
    }
    control.activity = &activity;
    MPI_Comm_rank(world, &myRank);
    MPI_Comm_size(world, &mySize);
    worldRanks.resize(size_t(mySize));
    for (int i = 0; i < mySize; ++i)
      worldRanks[size_t(i)] = i;
    // fsdp_rt_init checked the variable before MPI started.
    ringChunkFromEnv(settings.ringChunkBytes);
  }

  ~MpiBackend() override {
    std::lock_guard<std::mutex> lock(processState().mutex);
    if (state().users == 1 && state().initializedByUs && !mpiFinalized()) {
      // MPI_Finalize waits for every rank: a peer that stopped would hold
      // this one forever, so all meet in a bounded barrier first.
      activity = Activity();
      activity.kind = Activity::kFinalize;
      try {
        barrier("finalize");
      } catch (const Error &e) {
        // A destructor cannot report: a peer that never comes ends the job
        // here; any other failure is left to MPI_Finalize.
        if (e.code() == FSDP_RT_TIMEOUT) {
          std::string line = "fsdp_rt: error on rank " +
                             std::to_string(myRank) +
                             ": timeout: finalize: " + e.what() + "\n";
          ssize_t ignored = ::write(2, line.data(), line.size());
          (void)ignored;
          MPI_Abort(MPI_COMM_WORLD, 1);
        }
      }
    }
    if (!mpiFinalized()) {
      MPI_Comm_free(&world);
      MPI_Comm_free(&control.comm);
    }
    release();
  }

  void setTimeout(double seconds) override { settings.timeoutS = seconds; }

  [[noreturn]] void abortJob(int code) override {
    std::fflush(nullptr);
    if (!mpiFinalized())
      MPI_Abort(MPI_COMM_WORLD, code);
    std::_Exit(code);
  }

  const char *name() const override { return "mpi"; }
  int rank() const override { return myRank; }
  int size() const override { return mySize; }

  std::unique_ptr<Communicator> split(int color, int key) override {
    // MPI_Comm_split has no non-blocking form: a bounded barrier first makes
    // sure every rank is there, so the split itself cannot wait for long.
    barrier("group creation");
    MPI_Comm comm = MPI_COMM_NULL;
    check(MPI_Comm_split(world, color, key, &comm), "MPI_Comm_split");
    check(MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN),
          "MPI_Comm_set_errhandler");
    try {
      return std::make_unique<MpiCommunicator>(comm, settings, control, world);
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
  static MpiProcessState &state() { return processState(); }

  /// A world barrier bounded by the timeout; throws Error(FSDP_RT_TIMEOUT).
  /// On the control communicator, so that its traffic never meets that of
  /// the MPI_Comm_split on `world` that follows it.
  void barrier(const char *what) {
    MPI_Request request;
    check(MPI_Ibarrier(control.comm, &request), "MPI_Ibarrier");
    std::string name = std::string("the world barrier of ") + what;
    waitFor(&request, 1, name.c_str(), settings, control, worldRanks, myRank);
  }

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
  Control control;
  std::vector<int> worldRanks;
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

void checkBackendEnvironment(const std::string &name) {
  if (name == "self")
    return;
  size_t chunk = 0;
  if (!ringChunkFromEnv(chunk))
    fail(FSDP_RT_INVALID_ARGUMENT, std::string("FSDP_RT_RING_CHUNK_BYTES=") +
                                       std::getenv("FSDP_RT_RING_CHUNK_BYTES") +
                                       ": expected a number of bytes in [1, " +
                                       std::to_string(INT_MAX) + "]");
}

void abortWithoutContext(int code) {
  std::fflush(nullptr);
  if (mpiInitialized())
    MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);
}

std::unique_ptr<Backend> createMpiBackend(int *argc, char ***argv,
                                          double timeoutS) {
  return std::make_unique<MpiBackend>(argc, argv, timeoutS);
}

} // namespace fsdp_rt
