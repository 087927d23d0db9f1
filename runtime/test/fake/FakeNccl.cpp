//===- FakeNccl.cpp - An MPI stand-in for libnccl.so.2 --------------------===//
//
// Loaded through FSDP_RT_NCCL_LIBRARY, with FakeCuda.cpp's host-memory
// "devices", by the tests that run the nccl backend without a GPU: every
// communicator is an MPI communicator (the nccl backend has started MPI by
// the time it creates one), and a collective is the blocking MPI collective
// on host memory, complete when the call returns (streams are synchronous in
// FakeCuda). Point-to-point calls, hence the deterministic mode, are not
// supported; neither are the kernels (AVG, half types) FakeCuda cannot
// launch. Exports every entry point NcclLibrary.h looks up.
//
//===----------------------------------------------------------------------===//

#include <mpi.h>
#include <nccl.h>

#include <cstdint>
#include <cstring>
#include <vector>

struct ncclComm {
  MPI_Comm comm = MPI_COMM_NULL;
};

namespace {

bool mpiUsable() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  return initialized && !finalized;
}

ncclResult_t fromMpi(int rc) {
  return rc == MPI_SUCCESS ? ncclSuccess : ncclSystemError;
}

bool mpiType(ncclDataType_t t, MPI_Datatype &out) {
  switch (t) {
  case ncclInt8:
    out = MPI_INT8_T;
    return true;
  case ncclUint8:
    out = MPI_UINT8_T;
    return true;
  case ncclInt32:
    out = MPI_INT32_T;
    return true;
  case ncclInt64:
    out = MPI_INT64_T;
    return true;
  case ncclFloat32:
    out = MPI_FLOAT;
    return true;
  case ncclFloat64:
    out = MPI_DOUBLE;
    return true;
  default:
    return false; // Half types: the backend widens them in kernels first.
  }
}

bool mpiOp(ncclRedOp_t op, MPI_Op &out) {
  switch (op) {
  case ncclSum:
    out = MPI_SUM;
    return true;
  case ncclMax:
    out = MPI_MAX;
    return true;
  case ncclMin:
    out = MPI_MIN;
    return true;
  default:
    return false;
  }
}

/// MPI forbids aliased buffers (other than MPI_IN_PLACE): a send buffer
/// that overlaps the receive buffer is copied first.
const void *unaliased(const void *send, size_t sendBytes, const void *recv,
                      size_t recvBytes, std::vector<char> &copy) {
  auto s = reinterpret_cast<uintptr_t>(send);
  auto r = reinterpret_cast<uintptr_t>(recv);
  if (s >= r + recvBytes || r >= s + sendBytes)
    return send;
  copy.assign(static_cast<const char *>(send),
              static_cast<const char *>(send) + sendBytes);
  return copy.data();
}

size_t typeSize(MPI_Datatype t) {
  int size = 0;
  MPI_Type_size(t, &size);
  return size_t(size);
}

int commSize(MPI_Comm comm) {
  int size = 0;
  MPI_Comm_size(comm, &size);
  return size;
}

ncclResult_t newComm(MPI_Comm comm, ncclComm_t *out) {
  auto *c = new ncclComm;
  c->comm = comm;
  *out = c;
  return ncclSuccess;
}

void freeComm(ncclComm_t comm) {
  if (!comm)
    return;
  if (comm->comm != MPI_COMM_NULL && mpiUsable())
    MPI_Comm_free(&comm->comm);
  delete comm;
}

} // namespace

#define FAKE __attribute__((visibility("default")))

extern "C" {

FAKE ncclResult_t ncclGetVersion(int *version) {
  *version = 21800;
  return ncclSuccess;
}

FAKE ncclResult_t ncclGetUniqueId(ncclUniqueId *id) {
  std::memset(id, 0, sizeof(*id));
  return ncclSuccess;
}

FAKE ncclResult_t ncclCommInitRankConfig(ncclComm_t *comm, int nranks,
                                         ncclUniqueId, int rank,
                                         ncclConfig_t *) {
  int size = 0, me = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  if (size != nranks || me != rank)
    return ncclInvalidArgument;
  MPI_Comm dup = MPI_COMM_NULL;
  if (int rc = MPI_Comm_dup(MPI_COMM_WORLD, &dup); rc != MPI_SUCCESS)
    return fromMpi(rc);
  return newComm(dup, comm);
}

FAKE ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key,
                                ncclComm_t *newcomm, ncclConfig_t *) {
  MPI_Comm split = MPI_COMM_NULL;
  if (int rc = MPI_Comm_split(comm->comm, color, key, &split);
      rc != MPI_SUCCESS)
    return fromMpi(rc);
  return newComm(split, newcomm);
}

FAKE ncclResult_t ncclCommFinalize(ncclComm_t) { return ncclSuccess; }

FAKE ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  freeComm(comm);
  return ncclSuccess;
}

FAKE ncclResult_t ncclCommAbort(ncclComm_t comm) {
  freeComm(comm);
  return ncclSuccess;
}

FAKE ncclResult_t ncclCommGetAsyncError(ncclComm_t, ncclResult_t *async) {
  *async = ncclSuccess;
  return ncclSuccess;
}

FAKE ncclResult_t ncclCommCount(const ncclComm_t comm, int *count) {
  return fromMpi(MPI_Comm_size(comm->comm, count));
}

FAKE ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank) {
  return fromMpi(MPI_Comm_rank(comm->comm, rank));
}

FAKE const char *ncclGetErrorString(ncclResult_t) {
  return "error of the fake NCCL";
}

FAKE const char *ncclGetLastError(ncclComm_t) { return ""; }

FAKE ncclResult_t ncclAllReduce(const void *send, void *recv, size_t count,
                                ncclDataType_t t, ncclRedOp_t op,
                                ncclComm_t comm, cudaStream_t) {
  MPI_Datatype mt;
  MPI_Op mo;
  if (!mpiType(t, mt) || !mpiOp(op, mo))
    return ncclInvalidArgument;
  return fromMpi(MPI_Allreduce(send == recv ? MPI_IN_PLACE : send, recv,
                               int(count), mt, mo, comm->comm));
}

FAKE ncclResult_t ncclReduceScatter(const void *send, void *recv, size_t count,
                                    ncclDataType_t t, ncclRedOp_t op,
                                    ncclComm_t comm, cudaStream_t) {
  MPI_Datatype mt;
  MPI_Op mo;
  if (!mpiType(t, mt) || !mpiOp(op, mo))
    return ncclInvalidArgument;
  size_t bytes = count * typeSize(mt);
  std::vector<char> copy;
  send =
      unaliased(send, bytes * size_t(commSize(comm->comm)), recv, bytes, copy);
  return fromMpi(
      MPI_Reduce_scatter_block(send, recv, int(count), mt, mo, comm->comm));
}

FAKE ncclResult_t ncclAllGather(const void *send, void *recv, size_t count,
                                ncclDataType_t t, ncclComm_t comm,
                                cudaStream_t) {
  MPI_Datatype mt;
  if (!mpiType(t, mt))
    return ncclInvalidArgument;
  size_t bytes = count * typeSize(mt);
  std::vector<char> copy;
  send =
      unaliased(send, bytes, recv, bytes * size_t(commSize(comm->comm)), copy);
  return fromMpi(
      MPI_Allgather(send, int(count), mt, recv, int(count), mt, comm->comm));
}

FAKE ncclResult_t ncclSend(const void *, size_t, ncclDataType_t, int,
                           ncclComm_t, cudaStream_t) {
  return ncclInvalidUsage;
}

FAKE ncclResult_t ncclRecv(void *, size_t, ncclDataType_t, int, ncclComm_t,
                           cudaStream_t) {
  return ncclInvalidUsage;
}

FAKE ncclResult_t ncclGroupStart() { return ncclSuccess; }
FAKE ncclResult_t ncclGroupEnd() { return ncclSuccess; }

} // extern "C"
