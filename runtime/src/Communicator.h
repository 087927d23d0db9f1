//===- Communicator.h - The data-moving primitives of one group -*- C++ -*-===//
//
// What a backend must provide per group of ranks, and nothing more: the
// generic layer (Collectives.h) builds every public collective (half types,
// AVG, the deterministic mode, aliasing) on these few primitives, so a new
// host backend is small. Device backends run whole collectives on their
// stream instead and hand back a DeviceWork.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_COMMUNICATOR_H
#define FSDP_RT_SRC_COMMUNICATOR_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstddef>
#include <memory>

namespace fsdp_rt {

/// A collective launched by a device backend, running on its communication
/// stream.
class DeviceWork {
public:
  virtual ~DeviceWork() = default;
  /// Makes later work on the compute stream wait for the collective (no host
  /// blocking) and reports asynchronous errors seen so far.
  virtual void streamWait() = 0;
  /// Blocks the host until the collective completed, bounded by the
  /// backend's timeout; then streamWait().
  virtual void hostWait() = 0;
};

/// The data-moving primitives of one group. Types passed here are native
/// (never bf16/f16) and reductions are SUM/MAX/MIN; the generic layer in
/// Collectives.cpp handles staging, AVG and the deterministic mode. Failures
/// throw Error with a backend-specific detail.
class Communicator {
public:
  virtual ~Communicator() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// `send` may equal `recv`.
  virtual void allReduce(const void *send, void *recv, size_t count,
                         fsdp_rt_dtype t, fsdp_rt_reduction op) = 0;
  /// `send` (count * size elements) and `recv` do not overlap.
  virtual void reduceScatter(const void *send, void *recv, size_t count,
                             fsdp_rt_dtype t, fsdp_rt_reduction op) = 0;
  /// `send` is either disjoint from `recv` or block rank() of it.
  virtual void allGather(const void *send, void *recv, size_t blockBytes) = 0;
  /// Block j of `send` goes to rank j; block i of `recv` comes from rank i.
  virtual void allToAll(const void *send, void *recv, size_t blockBytes) = 0;
  /// Device backends run whole public collectives themselves (any dtype, AVG,
  /// deterministic mode, aliasing, the all-gather wire type) asynchronously
  /// and return the work; host backends return null and are driven through
  /// runCollective. `count` is the public count, already validated.
  virtual std::shared_ptr<DeviceWork>
  launch(fsdp_rt_collective kind, const void *send, void *recv, size_t count,
         fsdp_rt_dtype t, fsdp_rt_reduction r, bool deterministic,
         fsdp_rt_dtype gatherWire) {
    (void)kind, (void)send, (void)recv, (void)count, (void)t, (void)r;
    (void)deterministic, (void)gatherWire;
    return nullptr;
  }
  /// The host communicator of the same ranks, in the same order, over which
  /// FSDP_RT_DEBUG=detail compares the signatures of this group's
  /// collectives (checkCollectiveSignature): the group itself on host
  /// backends; a device backend keeps a host one beside its own once
  /// Backend::enableSignatureChecks was called, else null.
  virtual Communicator *signatureChannel() { return this; }
};

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_COMMUNICATOR_H
