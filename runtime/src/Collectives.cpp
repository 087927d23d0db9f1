//===- Collectives.cpp - Backend-independent collective semantics ---------===//
//
// Maps the public collectives (any dtype, AVG, deterministic mode, aliasing)
// onto the native primitives of a Communicator.
//
//===----------------------------------------------------------------------===//

#include "Collectives.h"
#include "Dtype.h"
#include "Status.h"

#include <string>
#include <vector>

namespace fsdp_rt {
namespace {

/// Uninitialized scratch memory: zero-filling 64 MiB would cost as much as a
/// local reduction.
struct Scratch {
  explicit Scratch(size_t bytes) : data(new char[bytes ? bytes : 1]) {}
  char *get() { return data.get(); }
  std::unique_ptr<char[]> data;
};

bool overlaps(const void *a, size_t aBytes, const void *b, size_t bBytes) {
  auto pa = reinterpret_cast<uintptr_t>(a);
  auto pb = reinterpret_cast<uintptr_t>(b);
  return pa < pb + bBytes && pb < pa + aBytes;
}

/// The native primitives only know SUM, MAX and MIN.
fsdp_rt_reduction nativeOp(fsdp_rt_reduction r) {
  return r == FSDP_RT_AVG ? FSDP_RT_SUM : r;
}

void deterministicReduceScatter(Communicator &comm, const void *send,
                                void *recv, size_t n, fsdp_rt_dtype t,
                                fsdp_rt_reduction r) {
  int nranks = comm.size();
  size_t blockBytes = n * dtypeSize(t);
  Scratch parts(blockBytes * nranks);
  comm.allToAll(send, parts.get(), blockBytes);
  orderedReduce(t, r, parts.get(), nranks, n, recv);
}

/// reduce_scatter + all_gather on blocks of ceil(n / N) elements, so every
/// element is reduced by exactly the code path of a reduce_scatter.
void deterministicAllReduce(Communicator &comm, const void *send, void *recv,
                            size_t n, fsdp_rt_dtype t, fsdp_rt_reduction r) {
  size_t nranks = size_t(comm.size());
  size_t es = dtypeSize(t);
  size_t block = (n + nranks - 1) / nranks;
  size_t paddedBytes = block * nranks * es;
  bool padded = block * nranks != n;
  std::unique_ptr<Scratch> in;
  const void *src = send;
  if (padded) {
    in = std::make_unique<Scratch>(paddedBytes);
    std::memcpy(in->get(), send, n * es);
    std::memset(in->get() + n * es, 0, paddedBytes - n * es);
    src = in->get();
  }
  Scratch shard(block * es);
  deterministicReduceScatter(comm, src, shard.get(), block, t, r);
  if (!padded) {
    comm.allGather(shard.get(), recv, block * es);
    return;
  }
  Scratch out(paddedBytes);
  comm.allGather(shard.get(), out.get(), block * es);
  std::memcpy(recv, out.get(), n * es);
}

/// What every rank of a group must agree on for one collective.
struct Signature {
  int64_t magic = 0x66736470; // Distinguishes a signature from user data.
  int64_t kind = 0, dtype = 0, reduction = 0, count = 0, group = 0, seq = 0;
  bool operator==(const Signature &o) const {
    return std::memcmp(this, &o, sizeof(*this)) == 0;
  }
};

std::string describeSignature(const Signature &s) {
  if (s.magic != Signature().magic)
    return "something other than a checked collective (a rank without "
           "FSDP_RT_DEBUG=detail?)";
  std::string out = "#" + std::to_string(s.seq) + " of group " +
                    std::to_string(s.group) + ": ";
  out += s.kind >= 0 && s.kind < FSDP_RT_NUM_COLLECTIVES
             ? collectiveName(fsdp_rt_collective(s.kind))
             : "?";
  out += " ";
  out += isValidDtype(int(s.dtype)) ? dtypeName(fsdp_rt_dtype(s.dtype)) : "?";
  out += " x " + std::to_string(s.count);
  if (s.kind != FSDP_RT_ALL_GATHER)
    out += " reduction " + std::to_string(s.reduction);
  return out;
}

} // namespace

void checkCollectiveSignature(Communicator &comm, fsdp_rt_collective kind,
                              int dtype, int reduction, int64_t count,
                              int64_t group, int64_t seq) {
  Signature mine;
  mine.kind = kind;
  mine.dtype = dtype;
  mine.reduction = kind == FSDP_RT_ALL_GATHER ? 0 : reduction;
  mine.count = count;
  mine.group = group;
  mine.seq = seq;
  std::vector<Signature> all(size_t(comm.size()));
  comm.allGather(&mine, all.data(), sizeof(Signature));
  bool same = true;
  for (const Signature &s : all)
    same &= s == all[0];
  if (same)
    return;
  // Group the ranks by what they issued: "ranks 0,2: ...; rank 1: ...".
  std::string message = "ranks issued different collectives: ";
  std::vector<bool> done(all.size(), false);
  for (size_t i = 0; i < all.size(); ++i) {
    if (done[i])
      continue;
    std::string ranks;
    int n = 0;
    for (size_t j = i; j < all.size(); ++j)
      if (!done[j] && all[j] == all[i]) {
        done[j] = true;
        ranks += (n++ ? "," : "") + std::to_string(j);
      }
    message += (i ? "; " : "") +
               std::string(n > 1 ? "group ranks " : "group rank ") + ranks +
               ": " + describeSignature(all[i]);
  }
  fail(FSDP_RT_BACKEND_ERROR, message);
}

void runCollective(Communicator &comm, fsdp_rt_collective kind,
                   const void *send, void *recv, int64_t count, fsdp_rt_dtype t,
                   fsdp_rt_reduction r, bool deterministic,
                   fsdp_rt_dtype gatherWire) {
  size_t n = size_t(count);
  if (n == 0)
    return;
  size_t nranks = size_t(comm.size());
  size_t es = dtypeSize(t);
  size_t blockBytes = n * es;

  if (kind == FSDP_RT_ALL_GATHER && gathersNarrowed(t, gatherWire)) {
    // Every rank, this one included, ends with the same rounded values.
    std::vector<uint16_t> wire(n * nranks);
    uint16_t *own = wire.data() + size_t(comm.rank()) * n;
    f32ToHalf(gatherWire, static_cast<const float *>(send), own, n);
    if (nranks > 1)
      comm.allGather(own, wire.data(), n * sizeof(uint16_t));
    halfToF32(gatherWire, wire.data(), static_cast<float *>(recv), n * nranks);
    return;
  }

  if (kind == FSDP_RT_ALL_GATHER) {
    char *out = static_cast<char *>(recv);
    bool inPlace = send == out + size_t(comm.rank()) * blockBytes;
    std::unique_ptr<Scratch> staged;
    if (!inPlace && overlaps(send, blockBytes, recv, nranks * blockBytes)) {
      staged = std::make_unique<Scratch>(blockBytes);
      std::memcpy(staged->get(), send, blockBytes);
      send = staged->get();
    }
    if (nranks == 1) {
      if (!inPlace)
        std::memcpy(recv, send, blockBytes);
      return;
    }
    comm.allGather(send, recv, blockBytes);
    return;
  }

  // A group of one holds the whole reduction already; this also keeps half
  // types bit-exact (NaN payloads) on the self backend.
  if (nranks == 1) {
    std::memmove(recv, send, blockBytes);
    return;
  }

  if (kind == FSDP_RT_REDUCE_SCATTER) {
    size_t fullBytes = blockBytes * nranks;
    std::unique_ptr<Scratch> staged;
    if (overlaps(send, fullBytes, recv, blockBytes)) {
      staged = std::make_unique<Scratch>(fullBytes);
      std::memcpy(staged->get(), send, fullBytes);
      send = staged->get();
    }
    // bf16/f16 always take the ordered path: the blocks travel in their own
    // type (half the bytes of widening them for MPI's f32 sum, and as many
    // as a ring moves), are summed in f32 and rounded once.
    if (deterministic || isHalf(t))
      return deterministicReduceScatter(comm, send, recv, n, t, r);
    comm.reduceScatter(send, recv, n, t, nativeOp(r));
    if (r == FSDP_RT_AVG)
      divideBy(t, recv, n, int(nranks));
    return;
  }

  // All-reduce.
  std::unique_ptr<Scratch> staged;
  if (send != recv && overlaps(send, blockBytes, recv, blockBytes)) {
    staged = std::make_unique<Scratch>(blockBytes);
    std::memcpy(staged->get(), send, blockBytes);
    send = staged->get();
  }
  if (deterministic || isHalf(t)) // bf16/f16: as the reduce-scatter above.
    return deterministicAllReduce(comm, send, recv, n, t, r);
  comm.allReduce(send, recv, n, t, nativeOp(r));
  if (r == FSDP_RT_AVG)
    divideBy(t, recv, n, int(nranks));
}

} // namespace fsdp_rt
