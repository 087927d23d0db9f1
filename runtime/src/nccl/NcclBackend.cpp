//===- NcclBackend.cpp - NCCL backend on CUDA streams ---------------------===//
//
// Ranks are MPI processes (the mpi backend bootstraps them), one GPU each:
// local rank modulo the visible devices. The world communicator comes from
// ncclGetUniqueId on rank 0, shared over MPI; groups are ncclCommSplit of it.
// Every collective of a context runs on one communication stream, in issue
// order, ordered after the compute stream by an event; the local arithmetic
// that NCCL cannot do with the runtime's semantics (narrowed gathers, AVG as
// sum-then-divide, the ordered sum of deterministic and bf16/f16 reductions)
// runs in the kernels of NcclKernels.cu on the same stream. CUDA and NCCL are
// loaded at run time (CudaDriver.h, NcclLibrary.h).
//
//===----------------------------------------------------------------------===//

#include "../Backend.h"
#include "../Dtype.h"
#include "../cuda/CudaDriver.h"
#include "NcclLibrary.h"

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <sstream>

// NcclKernels.fatbin, embedded by cmake/EmbedBinary.cmake.
extern "C" const unsigned char fsdp_rt_nccl_kernels[];

namespace fsdp_rt {
namespace {

#define FSDP_RT_KERNELS(X)                                                     \
  X(ordered_f32)                                                               \
  X(ordered_f64)                                                               \
  X(ordered_i32)                                                               \
  X(ordered_i64)                                                               \
  X(ordered_i8)                                                                \
  X(ordered_bf16)                                                              \
  X(ordered_f16)                                                               \
  X(divide_f32)                                                                \
  X(divide_f64)                                                                \
  X(divide_i32)                                                                \
  X(divide_i64)                                                                \
  X(divide_i8)                                                                 \
  X(widen_bf16)                                                                \
  X(widen_f16)                                                                 \
  X(narrow_bf16)                                                               \
  X(narrow_f16)

enum Kernel {
#define FSDP_RT_ENUM(name) k_##name,
  FSDP_RT_KERNELS(FSDP_RT_ENUM)
#undef FSDP_RT_ENUM
      kNumKernels
};

/// State shared by the backend, its communicators and in-flight work, which
/// may outlive the backend (requests waited on after fsdp_rt_finalize).
struct DeviceState {
  const CudaDriver *cu = nullptr;
  const NcclLibrary *nccl = nullptr;
  int rank = 0;
  int device = -1;
  CUcontext context = nullptr;
  CUstream commStream = nullptr;
  CUstream computeStream = nullptr;
  CUmodule module = nullptr;
  CUfunction kernels[kNumKernels] = {};
  double timeoutS = 300;
  /// Set when the backend is gone; late work then only frees host state.
  bool released = false;

  void makeCurrent() const {
    check(cu->cuCtxSetCurrent(context), "cuCtxSetCurrent");
  }

  void check(CUresult rc, const char *what) const {
    if (rc != CUDA_SUCCESS)
      fail(FSDP_RT_BACKEND_ERROR, std::string("CUDA error in ") + what + ": " +
                                      cudaErrorText(*cu, rc));
  }
};

/// One NCCL communicator; shared so that work can abort it.
struct CommHandle {
  std::shared_ptr<DeviceState> dev;
  ncclComm_t comm = nullptr;
  bool aborted = false;

  void check(ncclResult_t rc, const char *what) {
    if (rc == ncclSuccess || rc == ncclInProgress)
      return;
    std::string detail = dev->nccl->ncclGetErrorString(rc);
    const char *last = dev->nccl->ncclGetLastError(comm);
    if (last && *last)
      detail += std::string(" (") + last + ")";
    fail(FSDP_RT_BACKEND_ERROR,
         std::string("NCCL error in ") + what + ": " + detail);
  }

  /// Fails (after aborting) when NCCL reported an asynchronous error.
  void checkAsync() {
    if (aborted)
      fail(FSDP_RT_BACKEND_ERROR, "the NCCL communicator was aborted earlier");
    ncclResult_t async = ncclSuccess;
    ncclResult_t rc = dev->nccl->ncclCommGetAsyncError(comm, &async);
    if (rc == ncclSuccess && (async == ncclSuccess || async == ncclInProgress))
      return;
    std::string detail =
        dev->nccl->ncclGetErrorString(rc != ncclSuccess ? rc : async);
    abort();
    fail(FSDP_RT_BACKEND_ERROR, "NCCL reported an asynchronous error: " +
                                    detail + "; the communicator was aborted");
  }

  void abort() {
    if (aborted || !comm)
      return;
    aborted = true;
    dev->nccl->ncclCommAbort(comm);
  }

  /// Polls `event` until it completed, NCCL failed, or the timeout expired.
  void hostWait(CUevent event) {
    const CudaDriver &cu = *dev->cu;
    auto start = std::chrono::steady_clock::now();
    auto pause = std::chrono::microseconds(10);
    while (true) {
      CUresult rc = cu.cuEventQuery(event);
      if (rc == CUDA_SUCCESS)
        return;
      if (rc != CUDA_ERROR_NOT_READY) {
        abort();
        dev->check(rc, "cuEventQuery");
      }
      checkAsync();
      double waited = std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - start)
                          .count();
      if (waited > dev->timeoutS) {
        abort();
        std::ostringstream os;
        os << "timed out after " << dev->timeoutS
           << " s waiting for completion (fsdp_rt_set_timeout, "
              "FSDP_RT_TIMEOUT_S); the NCCL communicator was aborted";
        fail(FSDP_RT_BACKEND_ERROR, os.str());
      }
      std::this_thread::sleep_for(pause);
      pause = std::min(pause * 2, std::chrono::microseconds(1000));
    }
  }

  ~CommHandle() {
    if (!comm || aborted || dev->released)
      return;
    if (dev->cu->cuCtxSetCurrent(dev->context) != CUDA_SUCCESS)
      return;
    dev->nccl->ncclCommFinalize(comm);
    dev->nccl->ncclCommDestroy(comm);
  }
};

class NcclWork final : public DeviceWork {
public:
  NcclWork(std::shared_ptr<CommHandle> comm, CUevent done)
      : comm(std::move(comm)), done(done) {}
  ~NcclWork() override {
    const DeviceState &dev = *comm->dev;
    if (!dev.released && dev.cu->cuCtxSetCurrent(dev.context) == CUDA_SUCCESS)
      dev.cu->cuEventDestroy(done);
  }

  void streamWait() override {
    DeviceState &dev = *comm->dev;
    if (dev.released)
      return;
    dev.makeCurrent();
    comm->checkAsync();
    dev.check(dev.cu->cuStreamWaitEvent(dev.computeStream, done, 0),
              "cuStreamWaitEvent");
  }

  void hostWait() override {
    if (comm->dev->released)
      return;
    comm->dev->makeCurrent();
    comm->hostWait(done);
    streamWait();
  }

private:
  std::shared_ptr<CommHandle> comm;
  CUevent done;
};

ncclDataType_t ncclType(fsdp_rt_dtype t) {
  switch (t) {
  case FSDP_RT_F32:
    return ncclFloat32;
  case FSDP_RT_F64:
    return ncclFloat64;
  case FSDP_RT_BF16:
    return ncclBfloat16;
  case FSDP_RT_F16:
    return ncclFloat16;
  case FSDP_RT_I32:
    return ncclInt32;
  case FSDP_RT_I64:
    return ncclInt64;
  default:
    return ncclInt8;
  }
}

ncclRedOp_t ncclOp(fsdp_rt_reduction r) {
  switch (r) {
  case FSDP_RT_MAX:
    return ncclMax;
  case FSDP_RT_MIN:
    return ncclMin;
  default:
    return ncclSum; // AVG divides afterwards, as on the host backends.
  }
}

Kernel orderedKernel(fsdp_rt_dtype t) {
  switch (t) {
  case FSDP_RT_F32:
    return k_ordered_f32;
  case FSDP_RT_F64:
    return k_ordered_f64;
  case FSDP_RT_BF16:
    return k_ordered_bf16;
  case FSDP_RT_F16:
    return k_ordered_f16;
  case FSDP_RT_I32:
    return k_ordered_i32;
  case FSDP_RT_I64:
    return k_ordered_i64;
  default:
    return k_ordered_i8;
  }
}

Kernel divideKernel(fsdp_rt_dtype t) {
  switch (t) {
  case FSDP_RT_F32:
    return k_divide_f32;
  case FSDP_RT_F64:
    return k_divide_f64;
  case FSDP_RT_I32:
    return k_divide_i32;
  case FSDP_RT_I64:
    return k_divide_i64;
  case FSDP_RT_I8:
    return k_divide_i8;
  default:
    fail(FSDP_RT_BACKEND_ERROR, "internal: divide of a half type");
  }
}

CUdeviceptr dptr(const void *p) { return reinterpret_cast<CUdeviceptr>(p); }

bool overlaps(CUdeviceptr a, size_t aBytes, CUdeviceptr b, size_t bBytes) {
  return a < b + bBytes && b < a + aBytes;
}

/// The launch of one collective: stream-ordered scratch (cuMemAllocAsync,
/// freed in stream order when the launch ends, even on failure) and helpers.
class Launch {
public:
  Launch(CommHandle &comm, int rank, int size)
      : comm(comm), dev(*comm.dev), cu(*dev.cu), nccl(*dev.nccl),
        s(dev.commStream), rank(rank), size(size) {}
  ~Launch() {
    for (CUdeviceptr p : scratch)
      cu.cuMemFreeAsync(p, s);
  }

  CUdeviceptr alloc(size_t bytes) {
    CUdeviceptr p = 0;
    dev.check(cu.cuMemAllocAsync(&p, bytes ? bytes : 1, s), "cuMemAllocAsync");
    scratch.push_back(p);
    return p;
  }
  void copy(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
    if (dst != src && bytes)
      dev.check(cu.cuMemcpyAsync(dst, src, bytes, s), "cuMemcpyAsync");
  }
  /// A copy of `bytes` at `src` that nothing else aliases.
  CUdeviceptr stage(CUdeviceptr src, size_t bytes) {
    CUdeviceptr p = alloc(bytes);
    copy(p, src, bytes);
    return p;
  }
  void kernel(Kernel k, size_t n, std::initializer_list<void *> args) {
    if (n == 0)
      return;
    constexpr unsigned threads = 256;
    size_t blocks = std::min<size_t>((n + threads - 1) / threads, 65536);
    dev.check(cu.cuLaunchKernel(dev.kernels[k], unsigned(blocks), 1, 1, threads,
                                1, 1, 0, s, const_cast<void **>(args.begin()),
                                nullptr),
              "cuLaunchKernel");
  }

  void widen(fsdp_rt_dtype half, CUdeviceptr in, CUdeviceptr out, size_t n) {
    unsigned long long count = n;
    kernel(half == FSDP_RT_BF16 ? k_widen_bf16 : k_widen_f16, n,
           {&in, &out, &count});
  }
  void narrow(fsdp_rt_dtype half, CUdeviceptr in, CUdeviceptr out, size_t n,
              int divisor) {
    unsigned long long count = n;
    kernel(half == FSDP_RT_BF16 ? k_narrow_bf16 : k_narrow_f16, n,
           {&in, &out, &count, &divisor});
  }
  void divide(fsdp_rt_dtype t, CUdeviceptr buf, size_t n, int divisor) {
    unsigned long long count = n;
    kernel(divideKernel(t), n, {&buf, &count, &divisor});
  }

  /// Block j of `send` to rank j, block i of `recv` from rank i.
  void allToAll(CUdeviceptr send, CUdeviceptr recv, size_t blockBytes) {
    comm.check(nccl.ncclGroupStart(), "ncclGroupStart");
    for (int j = 0; j < size; ++j) {
      comm.check(nccl.ncclSend(reinterpret_cast<void *>(send + j * blockBytes),
                               blockBytes, ncclUint8, j, comm.comm, s),
                 "ncclSend");
      comm.check(nccl.ncclRecv(reinterpret_cast<void *>(recv + j * blockBytes),
                               blockBytes, ncclUint8, j, comm.comm, s),
                 "ncclRecv");
    }
    comm.check(nccl.ncclGroupEnd(), "ncclGroupEnd");
  }

  /// Deterministic reduce-scatter: exchange, then sum in rank order 0..N-1.
  void orderedReduceScatter(CUdeviceptr send, CUdeviceptr recv, size_t n,
                            fsdp_rt_dtype t, fsdp_rt_reduction r) {
    size_t blockBytes = n * dtypeSize(t);
    CUdeviceptr parts = alloc(blockBytes * size_t(size));
    allToAll(send, parts, blockBytes);
    unsigned long long count = n;
    int nparts = size, op = int(r);
    kernel(orderedKernel(t), n, {&parts, &nparts, &count, &recv, &op});
  }

  void allGatherBytes(CUdeviceptr send, CUdeviceptr recv, size_t blockBytes) {
    comm.check(nccl.ncclAllGather(reinterpret_cast<void *>(send),
                                  reinterpret_cast<void *>(recv), blockBytes,
                                  ncclUint8, comm.comm, s),
               "ncclAllGather");
  }

  void allGather(CUdeviceptr send, CUdeviceptr recv, size_t n, fsdp_rt_dtype t,
                 fsdp_rt_dtype gatherWire) {
    size_t es = dtypeSize(t), blockBytes = n * es;
    if (gathersNarrowed(t, gatherWire)) {
      CUdeviceptr wire = alloc(n * 2 * size_t(size));
      CUdeviceptr own = wire + size_t(rank) * n * 2;
      narrow(gatherWire, send, own, n, 1);
      if (size > 1)
        allGatherBytes(own, wire, n * 2);
      widen(gatherWire, wire, recv, n * size_t(size));
      return;
    }
    bool inPlace = send == recv + size_t(rank) * blockBytes;
    if (!inPlace && overlaps(send, blockBytes, recv, blockBytes * size_t(size)))
      send = stage(send, blockBytes);
    // Groups of one go through NCCL too: one code path on every group size.
    allGatherBytes(send, recv, blockBytes); // In place where NCCL allows.
  }

  void reduceScatter(CUdeviceptr send, CUdeviceptr recv, size_t n,
                     fsdp_rt_dtype t, fsdp_rt_reduction r, bool deterministic) {
    size_t es = dtypeSize(t), blockBytes = n * es;
    size_t fullBytes = blockBytes * size_t(size);
    // bf16/f16 always take the ordered path, as on the host: the blocks
    // travel in their own type and are summed in f32, rounded once.
    if (deterministic || isHalf(t))
      return orderedReduceScatter(send, recv, n, t, r);
    bool inPlace = recv == send + size_t(rank) * blockBytes;
    if (!inPlace && overlaps(send, fullBytes, recv, blockBytes))
      send = stage(send, fullBytes);
    comm.check(nccl.ncclReduceScatter(reinterpret_cast<void *>(send),
                                      reinterpret_cast<void *>(recv), n,
                                      ncclType(t), ncclOp(r), comm.comm, s),
               "ncclReduceScatter");
    if (r == FSDP_RT_AVG)
      divide(t, recv, n, size);
  }

  void allReduce(CUdeviceptr send, CUdeviceptr recv, size_t n, fsdp_rt_dtype t,
                 fsdp_rt_reduction r, bool deterministic) {
    size_t es = dtypeSize(t), bytes = n * es;
    if (send != recv && overlaps(send, bytes, recv, bytes))
      send = stage(send, bytes);
    if (deterministic || isHalf(t)) {
      // The reduce-scatter's code path for every element, as on the host.
      size_t nranks = size_t(size);
      size_t block = (n + nranks - 1) / nranks;
      size_t paddedBytes = block * nranks * es;
      CUdeviceptr src = send;
      if (paddedBytes != bytes) {
        src = alloc(paddedBytes);
        copy(src, send, bytes);
        dev.check(cu.cuMemsetD8Async(src + bytes, 0, paddedBytes - bytes, s),
                  "cuMemsetD8Async");
      }
      CUdeviceptr shard = alloc(block * es);
      orderedReduceScatter(src, shard, block, t, r);
      if (paddedBytes == bytes) {
        allGatherBytes(shard, recv, block * es);
      } else {
        CUdeviceptr out = alloc(paddedBytes);
        allGatherBytes(shard, out, block * es);
        copy(recv, out, bytes);
      }
      return;
    }
    comm.check(nccl.ncclAllReduce(reinterpret_cast<void *>(send),
                                  reinterpret_cast<void *>(recv), n,
                                  ncclType(t), ncclOp(r), comm.comm, s),
               "ncclAllReduce");
    if (r == FSDP_RT_AVG)
      divide(t, recv, n, size);
  }

private:
  CommHandle &comm;
  DeviceState &dev;
  const CudaDriver &cu;
  const NcclLibrary &nccl;
  CUstream s;
  int rank, size;
  std::vector<CUdeviceptr> scratch;
};

class NcclCommunicator final : public Communicator {
public:
  /// `checks`: the MPI communicator of the same ranks, for
  /// FSDP_RT_DEBUG=detail (null when it is off).
  NcclCommunicator(std::shared_ptr<CommHandle> handle, int rank, int size,
                   std::unique_ptr<Communicator> checks)
      : handle(std::move(handle)), myRank(rank), mySize(size),
        checks(std::move(checks)) {}

  int rank() const override { return myRank; }
  int size() const override { return mySize; }

  // Host primitives: never called, every collective goes through launch().
  void allReduce(const void *, void *, size_t, fsdp_rt_dtype,
                 fsdp_rt_reduction) override {
    hostPrimitive();
  }
  void reduceScatter(const void *, void *, size_t, fsdp_rt_dtype,
                     fsdp_rt_reduction) override {
    hostPrimitive();
  }
  void allGather(const void *, void *, size_t) override { hostPrimitive(); }
  void allToAll(const void *, void *, size_t) override { hostPrimitive(); }

  Communicator *signatureChannel() override { return checks.get(); }

  std::shared_ptr<DeviceWork> launch(fsdp_rt_collective kind, const void *send,
                                     void *recv, size_t count, fsdp_rt_dtype t,
                                     fsdp_rt_reduction r, bool deterministic,
                                     fsdp_rt_dtype gatherWire) override {
    DeviceState &dev = *handle->dev;
    const CudaDriver &cu = *dev.cu;
    if (handle->aborted)
      fail(FSDP_RT_BACKEND_ERROR, "the NCCL communicator was aborted earlier");
    dev.makeCurrent();
    handle->checkAsync();
    CUevent done = nullptr;
    dev.check(cu.cuEventCreate(&done, CU_EVENT_DISABLE_TIMING),
              "cuEventCreate");
    // Owns `done` from here on, also when the launch fails.
    auto work = std::make_shared<NcclWork>(handle, done);
    if (count > 0) {
      CUevent ready = nullptr;
      dev.check(cu.cuEventCreate(&ready, CU_EVENT_DISABLE_TIMING),
                "cuEventCreate");
      CUresult rc = cu.cuEventRecord(ready, dev.computeStream);
      if (rc == CUDA_SUCCESS)
        rc = cu.cuStreamWaitEvent(dev.commStream, ready, 0);
      cu.cuEventDestroy(ready); // Released once the wait is satisfied.
      dev.check(rc, "ordering the communication stream after the compute "
                    "stream (cuEventRecord/cuStreamWaitEvent)");
      Launch l(*handle, myRank, mySize);
      CUdeviceptr in = dptr(send), out = dptr(recv);
      switch (kind) {
      case FSDP_RT_ALL_GATHER:
        l.allGather(in, out, count, t, gatherWire);
        break;
      case FSDP_RT_REDUCE_SCATTER:
        l.reduceScatter(in, out, count, t, r, deterministic);
        break;
      default:
        l.allReduce(in, out, count, t, r, deterministic);
      }
    }
    dev.check(cu.cuEventRecord(done, dev.commStream), "cuEventRecord");
    return work;
  }

private:
  [[noreturn]] static void hostPrimitive() {
    fail(FSDP_RT_BACKEND_ERROR,
         "internal: host primitive called on the nccl backend");
  }

  std::shared_ptr<CommHandle> handle;
  int myRank, mySize;
  std::unique_ptr<Communicator> checks;
};

class NcclBackend final : public Backend {
public:
  /// Not in the constructor: on failure the destructor must release what
  /// was acquired so far.
  void init(int *argc, char ***argv, double timeoutS) {
    auto state = std::make_shared<DeviceState>();
    std::string why;
    state->cu = cudaDriver(&why);
    if (!state->cu)
      fail(FSDP_RT_UNAVAILABLE, "the nccl backend needs a GPU: " + why);
    const CudaDriver &cu = *state->cu;
    int count = 0;
    CUresult rc = cu.cuDeviceGetCount(&count);
    if (rc != CUDA_SUCCESS || count == 0)
      fail(FSDP_RT_UNAVAILABLE,
           "the nccl backend needs a GPU, but the CUDA driver reports " +
               (rc != CUDA_SUCCESS ? cudaErrorText(cu, rc)
                                   : std::string("no device")));
    state->nccl = ncclLibrary(&why);
    if (!state->nccl)
      fail(FSDP_RT_UNAVAILABLE, "the nccl backend needs NCCL: " + why);
    state->timeoutS = timeoutS;

    // From here on MPI is up; members release what was acquired on failure.
    mpi = createMpiBackend(argc, argv, timeoutS);
    bootstrap = mpi->split(0, mpi->rank());
    state->rank = mpi->rank();
    int local = 0, maxLocal = 0;
    localRanks(local, maxLocal);
    // Checked on every rank alike, so all fail together instead of NCCL
    // failing on some ("Duplicate GPU detected") while others hang.
    if (maxLocal > count)
      fail(FSDP_RT_UNAVAILABLE,
           "the nccl backend needs one GPU per rank, but " +
               std::to_string(maxLocal) + " ranks share a host with " +
               std::to_string(count) + " visible CUDA device(s)");
    state->device = local % count;
    CUdevice device = 0;
    state->check(cu.cuDeviceGet(&device, state->device), "cuDeviceGet");
    state->check(cu.cuDevicePrimaryCtxRetain(&state->context, device),
                 "cuDevicePrimaryCtxRetain");
    dev = state;
    ctxRetained = true;
    dev->makeCurrent();
    // Non-blocking: no implicit synchronization with the legacy stream; the
    // events of every launch order it.
    dev->check(cu.cuStreamCreate(&dev->commStream, CU_STREAM_NON_BLOCKING),
               "cuStreamCreate");
    dev->check(cu.cuModuleLoadData(&dev->module, fsdp_rt_nccl_kernels),
               "cuModuleLoadData (the runtime's kernels; is the driver older "
               "than the CUDA toolkit it was built with?)");
    const char *names[] = {
#define FSDP_RT_NAME(name) "fsdp_" #name,
        FSDP_RT_KERNELS(FSDP_RT_NAME)
#undef FSDP_RT_NAME
    };
    for (int k = 0; k < kNumKernels; ++k)
      dev->check(
          cu.cuModuleGetFunction(&dev->kernels[k], dev->module, names[k]),
          "cuModuleGetFunction");

    // Rank 0's id goes to everyone with the outcome, so that a failure there
    // fails every rank instead of hanging the others in ncclCommInitRank.
    struct IdMessage {
      int32_t ok;
      int32_t rc;
      ncclUniqueId id;
    };
    IdMessage mine = {};
    if (rank() == 0) {
      ncclResult_t idRc = dev->nccl->ncclGetUniqueId(&mine.id);
      mine.ok = idRc == ncclSuccess;
      mine.rc = int32_t(idRc);
    }
    std::vector<IdMessage> all(static_cast<size_t>(size()));
    bootstrap->allGather(&mine, all.data(), sizeof(IdMessage));
    if (!all[0].ok)
      fail(FSDP_RT_BACKEND_ERROR,
           std::string("NCCL error in ncclGetUniqueId on rank 0: ") +
               dev->nccl->ncclGetErrorString(ncclResult_t(all[0].rc)));
    world = std::make_shared<CommHandle>();
    world->dev = dev;
    ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
    config.blocking = 1;
    world->check(dev->nccl->ncclCommInitRankConfig(&world->comm, size(),
                                                   all[0].id, rank(), &config),
                 "ncclCommInitRankConfig");
    comms.push_back(world);
  }

  ~NcclBackend() override {
    if (!dev)
      return;
    const CudaDriver &cu = *dev->cu;
    if (cu.cuCtxSetCurrent(dev->context) == CUDA_SUCCESS) {
      world.reset(); // Destroys the communicator unless aborted.
      if (dev->commStream)
        cu.cuStreamDestroy(dev->commStream);
      if (dev->module)
        cu.cuModuleUnload(dev->module);
    }
    dev->released = true;
    CUdevice device = 0;
    if (ctxRetained && cu.cuDeviceGet(&device, dev->device) == CUDA_SUCCESS)
      cu.cuDevicePrimaryCtxRelease(device);
  }

  const char *name() const override { return "nccl"; }
  int rank() const override { return mpi->rank(); }
  int size() const override { return mpi->size(); }

  std::unique_ptr<Communicator> split(int color, int key) override {
    // FSDP_RT_DEBUG=detail compares signatures on the host, over an MPI
    // communicator of the same ranks: MPI_Comm_split and ncclCommSplit both
    // order a group by key, then by world rank (checked below). Split first,
    // so that a missing peer times out in MPI's bounded barrier.
    std::unique_ptr<Communicator> checks;
    if (checkSignatures)
      checks = mpi->split(color, key);
    dev->makeCurrent();
    world->checkAsync();
    auto handle = std::make_shared<CommHandle>();
    handle->dev = dev;
    ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
    config.blocking = 1;
    world->check(dev->nccl->ncclCommSplit(world->comm, color, key,
                                          &handle->comm, &config),
                 "ncclCommSplit");
    // NCCL numbers the new ranks by key, then by world rank, like
    // MPI_Comm_split.
    int groupRank = 0, groupSize = 0;
    handle->check(dev->nccl->ncclCommUserRank(handle->comm, &groupRank),
                  "ncclCommUserRank");
    handle->check(dev->nccl->ncclCommCount(handle->comm, &groupSize),
                  "ncclCommCount");
    comms.push_back(handle);
    if (checks && (checks->rank() != groupRank || checks->size() != groupSize))
      fail(FSDP_RT_BACKEND_ERROR,
           "internal: the MPI and NCCL splits numbered group ranks "
           "differently");
    return std::make_unique<NcclCommunicator>(handle, groupRank, groupSize,
                                              std::move(checks));
  }

  void enableSignatureChecks() override { checkSignatures = true; }

  bool isDevice() const override { return true; }
  int device() const override { return dev->device; }
  void setComputeStream(void *stream) override {
    dev->computeStream = static_cast<CUstream>(stream);
  }
  void *computeStream() const override { return dev->computeStream; }
  void setTimeout(double seconds) override {
    dev->timeoutS = seconds;
    mpi->setTimeout(seconds); // Group creation, signature checks.
  }
  /// The ranks are MPI processes: MPI_Abort ends every one of them.
  [[noreturn]] void abortJob(int code) override {
    mpi->abortJob(code);
    std::_Exit(code); // Not reached; abortJob does not return.
  }

  void synchronize() override {
    dev->makeCurrent();
    CUevent event = nullptr;
    dev->check(dev->cu->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING),
               "cuEventCreate");
    CUresult rc = dev->cu->cuEventRecord(event, dev->commStream);
    if (rc != CUDA_SUCCESS) {
      dev->cu->cuEventDestroy(event);
      dev->check(rc, "cuEventRecord");
    }
    try {
      // The timeout aborts the world communicator; a failed group's own
      // error is reported by checkAsync on it.
      for (auto &weak : comms)
        if (auto c = weak.lock(); c && !c->aborted)
          c->checkAsync();
      world->hostWait(event);
    } catch (...) {
      abortAll();
      dev->cu->cuEventDestroy(event);
      throw;
    }
    dev->cu->cuEventDestroy(event);
  }

  void quiesce() override {
    try {
      synchronize();
    } catch (const Error &e) {
      std::fprintf(stderr, "fsdp_rt: nccl backend on rank %d: finalize: %s\n",
                   rank(), e.what());
      abortAll();
    }
  }

private:
  void abortAll() {
    for (auto &weak : comms)
      if (auto c = weak.lock())
        c->abort();
  }

  /// This rank's index among the ranks on its host, and the largest number
  /// of ranks on one host, from the gathered host names. (Every host is
  /// assumed to see the same number of devices.)
  void localRanks(int &local, int &maxLocal) {
    constexpr size_t kLen = 256;
    char name[kLen] = {};
    gethostname(name, kLen - 1);
    std::vector<char> all(kLen * size_t(size()));
    bootstrap->allGather(name, all.data(), kLen);
    local = 0;
    maxLocal = 0;
    for (int r = 0; r < size(); ++r) {
      const char *host = &all[size_t(r) * kLen];
      int onHost = 0;
      for (int q = 0; q < size(); ++q)
        onHost += std::strncmp(&all[size_t(q) * kLen], host, kLen) == 0;
      maxLocal = std::max(maxLocal, onHost);
      if (r < rank() && std::strncmp(host, name, kLen) == 0)
        ++local;
    }
  }

  std::unique_ptr<Backend> mpi;
  std::unique_ptr<Communicator> bootstrap;
  std::shared_ptr<DeviceState> dev;
  std::shared_ptr<CommHandle> world;
  std::vector<std::weak_ptr<CommHandle>> comms;
  bool ctxRetained = false;
  bool checkSignatures = false;
};

} // namespace

std::unique_ptr<Backend> createNcclBackend(int *argc, char ***argv,
                                           double timeoutS) {
  auto backend = std::make_unique<NcclBackend>();
  backend->init(argc, argv, timeoutS);
  return backend;
}

} // namespace fsdp_rt
