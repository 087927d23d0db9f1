/*===- fsdp_rt.h - C ABI of the fsdp-mlir collective runtime ------*- C -*-===*\
|*                                                                            *|
|* Plain C interface: opaque handles, status codes, no MLIR or LLVM types.    *|
|* Compiled code calls the fsdp_rt_mlir_* entry points (integers and pointers *|
|* only); hosts such as the runner use the handle-based API.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef FSDP_RT_FSDP_RT_H
#define FSDP_RT_FSDP_RT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with hidden visibility; everything declared here is
 * its exported ABI. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/// Result of every fallible call. On anything but FSDP_RT_OK the message is
/// available from fsdp_rt_last_error().
typedef enum fsdp_rt_status {
  FSDP_RT_OK = 0,
  FSDP_RT_INVALID_ARGUMENT = 1,
  FSDP_RT_BACKEND_ERROR = 2,
  FSDP_RT_UNAVAILABLE = 3,
  FSDP_RT_OUT_OF_MEMORY = 4,
  FSDP_RT_NOT_INITIALIZED = 5,
  /// A wait for peers made no progress within the timeout
  /// (fsdp_rt_set_timeout). On the mpi backend the runtime then reports and
  /// aborts the job itself (MPI cannot cancel a collective), so callers only
  /// see this status from the nccl backend.
  FSDP_RT_TIMEOUT = 6
} fsdp_rt_status;

/// Version of the interface between compiled code and the runtime: the
/// entry points, codes and structs of fsdp_rt_abi.def and this header. Bumped
/// by every change that breaks code compiled or built against an older one.
/// The compiler stamps the version it targets into the modules it lowers
/// (module attribute `fsdp_rt.abi_version`); hosts compare it with
/// fsdp_rt_abi_version() before they run compiled code.
#define FSDP_RT_ABI_VERSION 4

/// Element types (codes in fsdp_rt_abi.def). BF16 and F16 are reduced in f32
/// and rounded back to the nearest even value once, after the whole
/// reduction.
typedef enum fsdp_rt_dtype {
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS) FSDP_RT_##NAME = CODE,
#include "fsdp_rt/fsdp_rt_abi.def"
} fsdp_rt_dtype;

/// Reductions (codes in fsdp_rt_abi.def). AVG is SUM followed by a division
/// by the group size. For integer types the division truncates toward zero,
/// and integer sums wrap around on overflow.
typedef enum fsdp_rt_reduction {
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE) FSDP_RT_##NAME = CODE,
#include "fsdp_rt/fsdp_rt_abi.def"
} fsdp_rt_reduction;

/// Collective kinds, used as indices into fsdp_rt_counters.
typedef enum fsdp_rt_collective {
  FSDP_RT_ALL_REDUCE = 0,
  FSDP_RT_REDUCE_SCATTER = 1,
  FSDP_RT_ALL_GATHER = 2,
  FSDP_RT_NUM_COLLECTIVES = 3
} fsdp_rt_collective;

/// A runtime instance: one backend, its groups and counters.
typedef struct fsdp_rt_context fsdp_rt_context;
/// A communicator over a sub-grid of the ranks; owned by its context.
typedef struct fsdp_rt_group fsdp_rt_group;
/// An in-flight asynchronous collective; fsdp_rt_wait() frees it.
typedef struct fsdp_rt_request fsdp_rt_request;

/// Options of fsdp_rt_init(). A NULL options pointer means all defaults.
/// Initialize with FSDP_RT_OPTIONS_INIT, then set fields: struct_size lets
/// the struct grow without breaking callers.
typedef struct fsdp_rt_options {
  /// sizeof(fsdp_rt_options) as the caller was compiled. fsdp_rt_init reads
  /// the fields that fit in it and takes defaults for later ones, so code
  /// built against an older, shorter struct keeps working; a larger struct
  /// (built against a newer runtime) is accepted when the fields this
  /// runtime does not know are all zero. Anything else (0: not initialized,
  /// or less than the first version's size) fails with
  /// FSDP_RT_INVALID_ARGUMENT.
  size_t struct_size;
  /// "mpi", "self", "nccl" or "auto" (NULL means "auto"). "auto" picks "mpi"
  /// when the process was started by an MPI launcher (mpirun/srun/PMIx
  /// environment, any number of ranks) or MPI is already initialized, and
  /// "self" otherwise; "auto" never picks "nccl". "nccl" needs a GPU, NCCL
  /// and a runtime built with CUDA/NCCL; otherwise FSDP_RT_UNAVAILABLE with
  /// the reason in fsdp_rt_last_error(NULL). Buffers passed to collectives of
  /// a "nccl" context are CUDA device pointers.
  const char *backend;
  /// Non-zero: all_reduce and reduce_scatter sum contributions in group-rank
  /// order 0..N-1 on every rank, so results are bitwise reproducible and
  /// independent of the algorithm, and a reduce_scatter shard is bitwise
  /// equal to the same slice of an all_reduce of the same input. On "nccl"
  /// the same holds: the blocks are exchanged with NCCL send/recv and summed
  /// in rank order by the runtime's own kernel, never by NCCL's reductions.
  int deterministic;
  /// Seconds > 0: the bound on waits for peers from the start, MPI_Init
  /// included (see fsdp_rt_set_timeout); 0: $FSDP_RT_TIMEOUT_S, else 300.
  double timeout_s;
} fsdp_rt_options;

/// Defaults of every field, struct_size set: `fsdp_rt_options o =
/// FSDP_RT_OPTIONS_INIT;`.
#define FSDP_RT_OPTIONS_INIT {sizeof(fsdp_rt_options), NULL, 0, 0.0}

/// FSDP_RT_ABI_VERSION of the library as it was built; a host compares it
/// with the header it was compiled against and with the version stamped into
/// compiled code.
uint32_t fsdp_rt_abi_version(void);

/// Communication and memory counters.
///
/// bytes_sent is the algorithmic volume one rank sends under a ring model,
/// independent of the algorithm actually used, so totals match the DDP/FSDP
/// formulas. With N the group size, per call (integer division, rounded down):
///   all_reduce of B bytes:                         2 * (N - 1) * B / N
///   reduce_scatter, B = full input bytes (N shards):    (N - 1) * B / N
///   all_gather, B = full output bytes (N shards):       (N - 1) * B / N
/// B is counted in the caller's dtype (bf16/f16 staged through f32 still count
/// 2 bytes per element). Calls are counted when issued (async calls at
/// start); calls rejected by argument checks are not counted.
///
/// current_bytes / peak_bytes cover the buffers handed out by fsdp_rt_alloc()
/// (and the MLIR allocation hooks), process-wide; the runtime's own scratch
/// buffers are not included.
typedef struct fsdp_rt_counters {
  uint64_t bytes_sent[FSDP_RT_NUM_COLLECTIVES];
  uint64_t calls[FSDP_RT_NUM_COLLECTIVES];
  uint64_t current_bytes;
  uint64_t peak_bytes;
} fsdp_rt_counters;

/// Creates a context and makes it the process default, which only what has
/// no context parameter reads: fsdp_rt_device_alloc and libfsdp_rt_cuda's
/// mgpu* functions (their device; fsdp_rt_mlir_device). Environment, checked
/// here (a malformed value fails init with FSDP_RT_INVALID_ARGUMENT before MPI
/// is touched): FSDP_RT_TIMEOUT_S (seconds > 0, see fsdp_rt_set_timeout),
/// FSDP_RT_DEBUG ("" or "off", or "detail": before every collective the ranks
/// of its group compare kind, dtype, element count, reduction and the
/// collective's sequence number in the group, and a mismatch fails it with a
/// sticky FSDP_RT_BACKEND_ERROR naming the ranks and what each issued; costs
/// one small all-gather per collective), FSDP_RT_GATHER_DTYPE,
/// FSDP_RT_RING_CHUNK_BYTES (mpi; a positive integer). A non-NULL `opts`
/// must carry a valid struct_size (see fsdp_rt_options).
///
/// `argc`/`argv` may be NULL; they are passed to
/// MPI_Init_thread. The mpi backend initializes MPI only when the host has not
/// already done so, and finalizes it only if it did. On failure *out is NULL
/// and fsdp_rt_last_error(NULL) holds the message.
fsdp_rt_status fsdp_rt_init(const fsdp_rt_options *opts, int *argc,
                            char ***argv, fsdp_rt_context **out);

/// Completes all pending asynchronous collectives, frees the groups and the
/// context. Requests not yet waited on stay valid for fsdp_rt_wait().
fsdp_rt_status fsdp_rt_finalize(fsdp_rt_context *ctx);

/// Rank of this process in the world of the context; -1 for NULL.
int fsdp_rt_rank(const fsdp_rt_context *ctx);
/// Number of ranks in the world of the context; -1 for NULL.
int fsdp_rt_size(const fsdp_rt_context *ctx);
/// "mpi", "self" or "nccl".
const char *fsdp_rt_backend_name(const fsdp_rt_context *ctx);

/// Bytes of one element of `dtype`; 0 for a value that is not a dtype.
size_t fsdp_rt_dtype_size(fsdp_rt_dtype dtype);

/// Copies the message of the last failure into `buffer` (`capacity` bytes,
/// always NUL-terminated when capacity > 0; truncated if it does not fit) and
/// returns the message's full length, so `fsdp_rt_format_last_error(ctx,
/// NULL, 0) + 1` is the size that holds it all. The message names the
/// collective, its size in bytes and the rank, e.g. "reduce_scatter of
/// 4194304 bytes on rank 1: MPI error ..."; "" when there was none. Once a
/// sticky error happened (see the fsdp_rt_mlir_* entry points) the first
/// sticky message is kept. With a NULL context: the last failure of
/// fsdp_rt_init or of a call that had no context. Thread-safe: the copy is
/// taken under the lock the progress thread writes under.
size_t fsdp_rt_format_last_error(const fsdp_rt_context *ctx, char *buffer,
                                 size_t capacity);

/// Clears a sticky error of `ctx` (fsdp_rt_mlir_status(ctx) is FSDP_RT_OK
/// again, the message ""), so that a caller that gave the failed work up
/// -- a step that failed, whose state it replaces from a checkpoint -- goes
/// on. Only a context of one rank: among several, the failed rank's peers
/// are inside collectives it left, and nothing but ending the job is safe
/// (FSDP_RT_INVALID_ARGUMENT, the error kept). Not while a collective is in
/// flight.
fsdp_rt_status fsdp_rt_clear_error(fsdp_rt_context *ctx);

/// The same message, as a copy owned by the calling thread: valid until this
/// thread calls fsdp_rt_last_error again (or exits), whatever other threads
/// (the progress thread included) record meanwhile.
const char *fsdp_rt_last_error(const fsdp_rt_context *ctx);

/// Returns the group of a device grid of `ndims` dims with `shape`: the ranks
/// that differ from this one only along `axes` (strictly increasing, may be
/// empty). World rank = row-major linear index in the grid (last axis
/// fastest); group rank = row-major linear index over the `axes` coordinates.
/// Created once per distinct (shape, axes) and cached: calling again returns
/// the same group. Collective over the world: every rank must call it in the
/// same order. Fails if prod(shape) != world size.
fsdp_rt_status fsdp_rt_group_get(fsdp_rt_context *ctx, int ndims,
                                 const int64_t *shape, int naxes,
                                 const int64_t *axes, fsdp_rt_group **out);
/// Number of ranks in the group; -1 for NULL.
int fsdp_rt_group_size(const fsdp_rt_group *g);
/// Rank of this process in the group; -1 for NULL.
int fsdp_rt_group_rank(const fsdp_rt_group *g);

/// Blocking all-reduce of `count` elements. `send` may equal `recv`.
fsdp_rt_status fsdp_rt_all_reduce(fsdp_rt_group *g, const void *send,
                                  void *recv, int64_t count, fsdp_rt_dtype t,
                                  fsdp_rt_reduction r);
/// Blocking reduce-scatter: `send` holds recv_count * group_size elements,
/// group rank i receives block i reduced over the group.
fsdp_rt_status fsdp_rt_reduce_scatter(fsdp_rt_group *g, const void *send,
                                      void *recv, int64_t recv_count,
                                      fsdp_rt_dtype t, fsdp_rt_reduction r);
/// Blocking all-gather: `recv` holds send_count * group_size elements, block i
/// from group rank i. `send` may be block `group_rank` of `recv` (in place).
fsdp_rt_status fsdp_rt_all_gather(fsdp_rt_group *g, const void *send,
                                  void *recv, int64_t send_count,
                                  fsdp_rt_dtype t);

/// Asynchronous variants: arguments are validated now, the data moves on the
/// context's progress thread, in issue order, after start returned. Buffers
/// must stay alive and untouched until fsdp_rt_wait(). A blocking collective
/// or fsdp_rt_group_get first completes every pending asynchronous one, so
/// the order seen by the backend is always the issue order.
fsdp_rt_status fsdp_rt_all_reduce_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t count,
                                        fsdp_rt_dtype t, fsdp_rt_reduction r,
                                        fsdp_rt_request **out);
fsdp_rt_status fsdp_rt_reduce_scatter_start(fsdp_rt_group *g, const void *send,
                                            void *recv, int64_t recv_count,
                                            fsdp_rt_dtype t,
                                            fsdp_rt_reduction r,
                                            fsdp_rt_request **out);
fsdp_rt_status fsdp_rt_all_gather_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t send_count,
                                        fsdp_rt_dtype t, fsdp_rt_request **out);
/// Blocks until the collective of `req` completed, frees `req` and returns the
/// collective's status.
fsdp_rt_status fsdp_rt_wait(fsdp_rt_request *req);

/// Reads the counters of `ctx` (current/peak bytes are process-wide).
void fsdp_rt_get_counters(const fsdp_rt_context *ctx, fsdp_rt_counters *out);
/// Zeroes bytes_sent and calls, and sets peak_bytes to current_bytes.
void fsdp_rt_reset_counters(fsdp_rt_context *ctx);

/// Tracked allocation, aligned to `alignment` (a power of two; 0 means 16).
/// Works before fsdp_rt_init. Returns NULL on failure (including a bad
/// alignment); 0 bytes gives a unique pointer, like malloc.
void *fsdp_rt_alloc(size_t bytes, size_t alignment);
/// Frees memory from fsdp_rt_alloc(); NULL is ignored.
void fsdp_rt_free(void *ptr);

/// Forces the algorithm of one collective kind on the mpi backend (for
/// benchmarks and tests): "auto" (size-based choice, the default), "native"
/// (the MPI collective), "ring" (point-to-point ring; for all_reduce a ring
/// reduce_scatter followed by an all_gather), "allreduce" (reduce_scatter
/// only: MPI_Allreduce, then keep the shard). Ignored by the self backend and
/// by deterministic mode. Completes pending async collectives first.
fsdp_rt_status fsdp_rt_set_algorithm(fsdp_rt_context *ctx,
                                     fsdp_rt_collective kind,
                                     const char *algorithm);

/// The longest sleep between the progress thread's polls of a collective it
/// waits for (the first polls spin, then sleeps double from 2 us up to this;
/// 0: it spins). Applies to collectives it starts after the call; default
/// $FSDP_RT_POLL_SLEEP_US, else 0. A host raises it around a wait it knows
/// is long (fsdp-run while rank 0 compiles the step), so that the waiting
/// rank leaves the cores to the others, and restores `*previous` (the
/// setting before the call, when not NULL) after it.
fsdp_rt_status fsdp_rt_set_poll_sleep(fsdp_rt_context *ctx,
                                      double max_sleep_seconds,
                                      double *previous);

/// How asynchronous collectives of the host backends are handed to the
/// progress thread. A start whose collective has at most `inline_bytes` of
/// full data, issued while nothing is queued, runs the collective inside the
/// start call (its wait returns at once): below that size the transfer costs
/// less than the hand-off to the progress thread and back. The progress
/// thread, once idle, and fsdp_rt_wait poll for `spin_seconds` (yielding the
/// core between polls) before they sleep on a condition variable, so
/// back-to-back hand-offs skip the wake-up. Defaults: see runtime/README.md;
/// the environment variables FSDP_RT_INLINE_BYTES and FSDP_RT_SPIN_US
/// override them at fsdp_rt_init (and FSDP_RT_POLL_SLEEP_US makes the mpi
/// backend's progress thread sleep between tests of its MPI requests). Results
/// do not depend on the policy (deterministic mode included); only timing does.
fsdp_rt_status fsdp_rt_set_async_policy(fsdp_rt_context *ctx,
                                        uint64_t inline_bytes,
                                        double spin_seconds);

/// Called once per collective a context ran on the host backends (mpi,
/// self), by the thread that ran it: the caller's for blocking collectives,
/// the progress thread for asynchronous ones (so the callback must be
/// thread-safe). `bytes` is the full data size as in the counters' B and
/// `bytes_sent` what this rank sends for it (what bytes_sent counted);
/// `begin_ns`/`end_ns` are CLOCK_MONOTONIC (std::chrono::steady_clock)
/// nanoseconds of when the collective started and finished running, which
/// for an asynchronous one may be well after its start call returned.
typedef void (*fsdp_rt_trace_fn)(void *user, fsdp_rt_collective kind,
                                 uint64_t bytes, uint64_t bytes_sent,
                                 int is_async, int64_t begin_ns,
                                 int64_t end_ns);
/// Installs `fn` (NULL removes it) for the collectives issued from now on.
/// Not called for collectives of device backends (nccl).
fsdp_rt_status fsdp_rt_set_trace_callback(fsdp_rt_context *ctx,
                                          fsdp_rt_trace_fn fn, void *user);

/// Ends the whole job with exit status `code` (1 if `code` is 0) and never
/// returns: writes the flight recorder of `ctx` to stderr when it recorded
/// anything, then MPI_Abort on the mpi and nccl backends (every rank ends,
/// none waits in a collective or in MPI_Finalize), exit on self. The host
/// prints its own message first. NULL `ctx`: MPI_Abort if MPI is
/// initialized, else exit.
void fsdp_rt_abort(fsdp_rt_context *ctx, int code);

/// Writes the flight recorder of `ctx` to file descriptor `fd` (also done on
/// a timeout, by fsdp_rt_abort, and, on the mpi and nccl backends, on
/// SIGTERM before the host's handler or the default action): the last 64
/// collectives issued on the context, oldest first, one line each with its
/// sequence number in the context and in its group, kind, dtype, elements,
/// bytes, state (issued, running, done, failed) and its issue, begin and end
/// times relative to the newest event. Thread-safe.
void fsdp_rt_dump_flight_recorder(const fsdp_rt_context *ctx, int fd);

/*===----------------------------------------------------------------------===*\
|* Entry points for compiled code. They act on the context passed first (the *|
|* step's, which its loader binds: fsdp_rt_abi.def, FSDP_RT_STEP_CONTEXT;     *|
|* NULL fails with FSDP_RT_NOT_INITIALIZED), take and return integers only,   *|
|* and make every failure sticky: the first error is kept as                  *|
|* fsdp_rt_last_error(), and every later collective fails fast with           *|
|* FSDP_RT_BACKEND_ERROR instead of possibly hanging.                         *|
\*===----------------------------------------------------------------------===*/

/// The global of a compiled module that its host sets to the context the
/// module's entry points act on, after loading it (dlsym, or the JIT's
/// lookup) and before running it; a module without runtime calls has none.
static inline const char *fsdp_rt_step_context_symbol(void) {
  return
#define FSDP_RT_STEP_CONTEXT(NAME) #NAME
#include "fsdp_rt/fsdp_rt_abi.def"
      ;
}

/// Group id (>= 0) of the grid d0 x .. x d{ndims-1} (ndims <= 4), with grid
/// axis i in the group iff bit i of axes_mask is set; or -(status).
int64_t fsdp_rt_mlir_group(fsdp_rt_context *ctx, int64_t ndims, int64_t d0,
                           int64_t d1, int64_t d2, int64_t d3,
                           int64_t axes_mask);
/// This rank's index in a group id (group-rank order: the row-major index
/// of its coordinates along the group's axes); or -(status).
int64_t fsdp_rt_mlir_group_rank(fsdp_rt_context *ctx, int64_t group);
/// Blocking collectives on a group id; return a fsdp_rt_status.
int32_t fsdp_rt_mlir_all_reduce(fsdp_rt_context *ctx, int64_t group, void *send,
                                void *recv, int64_t count, int32_t dtype,
                                int32_t reduction);
int32_t fsdp_rt_mlir_reduce_scatter(fsdp_rt_context *ctx, int64_t group,
                                    void *send, void *recv, int64_t recv_count,
                                    int32_t dtype, int32_t reduction);
int32_t fsdp_rt_mlir_all_gather(fsdp_rt_context *ctx, int64_t group, void *send,
                                void *recv, int64_t send_count, int32_t dtype);
/// Asynchronous collectives; return a request id (>= 0) or -(status).
int64_t fsdp_rt_mlir_all_reduce_start(fsdp_rt_context *ctx, int64_t group,
                                      void *send, void *recv, int64_t count,
                                      int32_t dtype, int32_t reduction);
int64_t fsdp_rt_mlir_reduce_scatter_start(fsdp_rt_context *ctx, int64_t group,
                                          void *send, void *recv,
                                          int64_t recv_count, int32_t dtype,
                                          int32_t reduction);
int64_t fsdp_rt_mlir_all_gather_start(fsdp_rt_context *ctx, int64_t group,
                                      void *send, void *recv,
                                      int64_t send_count, int32_t dtype);
/// Completes and releases a request id; returns its fsdp_rt_status.
int32_t fsdp_rt_mlir_wait(fsdp_rt_context *ctx, int64_t request);
/// Sticky status of `ctx` (the context the host bound to its step): 0 while
/// no entry point failed on it; FSDP_RT_NOT_INITIALIZED for NULL.
int32_t fsdp_rt_mlir_status(const fsdp_rt_context *ctx);
/// Checks compiled code makes (fsdp-check-indices). An index read from data
/// (a token id, a gather's index) was outside [0, bound) of the dimension
/// `site` describes: a sticky FSDP_RT_INVALID_ARGUMENT whose message names
/// the index, the bound and the site (the code went on with a safe index;
/// the host reports the error after the step). Returns the status.
int32_t fsdp_rt_mlir_index_error(fsdp_rt_context *ctx, const char *site,
                                 int64_t index, int64_t bound);
/// A `cf.assert` of the step failed with `message`: sticky, as above, but
/// an index error found later in the same step goes first in the message,
/// the assert's after it (the assert a frontend puts before a gather says
/// less than the check of the gather; a model's own check, more).
int32_t fsdp_rt_mlir_assert_failed(fsdp_rt_context *ctx, const char *message);

/*===----------------------------------------------------------------------===*\
|* Dense linear algebra for compiled code (Blas.cpp). Contractions run on a   *|
|* CBLAS library loaded at first use: $FSDP_RT_BLAS_LIBRARY if set (and only  *|
|* it), else OpenBLAS (libopenblas.so.0), else BLIS (libblis.so.4). Unless    *|
|* OPENBLAS_CORETYPE is set, OpenBLAS's kernels are chosen from the CPU's     *|
|* features (AVX-512: SkylakeX, AVX2+FMA: Haswell) before it loads, because   *|
|* its own detection falls back to generic SSE3 kernels on CPU models it does *|
|* not know. The library's thread count is 1 unless OPENBLAS_NUM_THREADS      *|
|* (OpenBLAS), BLIS_NUM_THREADS (BLIS) or fsdp_rt_set_num_threads says        *|
|* otherwise. A contraction needs no context: its failures are sticky on the  *|
|* context passed (the step's), or the context-free last error for NULL.      *|
\*===----------------------------------------------------------------------===*/

/// Roles of the loop dimensions of fsdp_rt_mlir_contract.
typedef enum fsdp_rt_contract_role {
  FSDP_RT_DIM_BATCH = 0, /* in A, B and C */
  FSDP_RT_DIM_M = 1,     /* in A and C */
  FSDP_RT_DIM_N = 2,     /* in B and C */
  FSDP_RT_DIM_K = 3      /* in A and B, summed over */
} fsdp_rt_contract_role;

/// C[b, m, n] += sum_k A[b, m, k] * B[b, k, n] over any number of dimensions
/// of each role, on strided operands: `dims` holds `ndims` records of five
/// integers {role, size, stride in A, stride in B, stride in C} (strides in
/// elements, 0 where the operand lacks the dimension), and `a`, `b`, `c`
/// point to the element at index 0 of every dimension. With `accumulate` 0,
/// C's old contents are ignored (C = A*B). C is f32 or f64; A and B are f32,
/// f64, bf16 or f16 no wider than C and are widened to C's type exactly, so
/// the products and sums are those of C's type (summation order is the
/// library's). Dimensions of each role are merged into one where the strides
/// allow; operands the library cannot take as they are (no unit stride,
/// broadcasts, A or B overlapping C, a narrower type) are copied into
/// contiguous scratch first, and C is copied back. Returns a fsdp_rt_status.
int32_t fsdp_rt_mlir_contract(fsdp_rt_context *ctx, int32_t a_dtype,
                              int32_t b_dtype, int32_t c_dtype, int64_t ndims,
                              const int64_t *dims, const void *a, const void *b,
                              void *c, int32_t accumulate);

/// Sets the number of threads of the BLAS library (>= 1), loading it if
/// needed. FSDP_RT_UNAVAILABLE when no library can be loaded.
fsdp_rt_status fsdp_rt_set_num_threads(int threads);
/// "OpenBLAS 0.3.21 (SkylakeX kernels, 1 thread)" or similar, loading the
/// library if needed; NULL when none can be loaded (the reason is in
/// fsdp_rt_last_error(NULL)).
const char *fsdp_rt_blas_describe(void);

/*===----------------------------------------------------------------------===*\
|* Device backends (nccl). Collectives run on a communication stream owned  *|
|* by the context, in issue order: start records an event on the compute    *|
|* stream and makes the communication stream wait for it, so the collective *|
|* reads what the compute stream produced; fsdp_rt_wait makes the compute   *|
|* stream wait for the collective's completion event (no host blocking), so *|
|* compute issued between start and wait overlaps the transfer. Blocking    *|
|* collectives return once the collective completed (host wait with the     *|
|* timeout). On host backends these calls are no-ops or report -1.          *|
\*===----------------------------------------------------------------------===*/

/// Sets the stream collectives are ordered against (a CUstream/cudaStream_t;
/// NULL, the default, is the legacy default stream). Host backends accept
/// NULL only.
fsdp_rt_status fsdp_rt_set_compute_stream(fsdp_rt_context *ctx, void *stream);
/// The stream set by fsdp_rt_set_compute_stream: NULL (the legacy default
/// stream) until then, on host backends and for NULL. Compiled GPU code's
/// library calls (fsdp_rt_mlir_contract_cuda) run on their context's.
void *fsdp_rt_compute_stream(const fsdp_rt_context *ctx);
/// CUDA device of this rank on "nccl" (local rank modulo the number of
/// visible devices); -1 on host backends and for NULL.
int fsdp_rt_device(const fsdp_rt_context *ctx);
/// Bound, in seconds, on every wait for peers. Default: $FSDP_RT_TIMEOUT_S
/// (checked by fsdp_rt_init), else 300.
///
/// mpi: every wait inside a collective (and the world-wide steps of group
/// creation and finalize) that sees no progress for this long ends the job:
/// the rank prints one line naming the collective, its sequence number in
/// its group, its bytes, the group's ranks and, as far as the peers answer,
/// which of them have not arrived (and where they are instead), then its
/// flight recorder (fsdp_rt_dump_flight_recorder), and calls MPI_Abort.
/// MPI cannot cancel a collective, so there is no way to return instead.
///
/// nccl: every host-side wait (blocking collectives, fsdp_rt_synchronize,
/// fsdp_rt_finalize); on expiry the NCCL communicator is aborted and the
/// call fails with a sticky FSDP_RT_BACKEND_ERROR naming the collective, its
/// bytes and the rank. self: nothing ever waits.
fsdp_rt_status fsdp_rt_set_timeout(fsdp_rt_context *ctx, double seconds);
/// The bound in force (fsdp_rt_set_timeout, else the default); -1 for NULL.
double fsdp_rt_timeout(const fsdp_rt_context *ctx);
/// Wire type of all-gathers of f32 data: FSDP_RT_F32 (default, exact),
/// FSDP_RT_BF16 or FSDP_RT_F16. With a 16-bit type each rank rounds its
/// shard once (nearest even), the gather moves half the bytes, and every
/// rank, the sender included, receives the rounded values widened back to
/// f32: mixed-precision FSDP's bf16 parameter gather, while reduce-scatters
/// keep full precision (f32 data is reduced in f32; bf16/f16 data travels
/// as bf16/f16, is summed in f32 and rounded once). bytes_sent counts the wire
/// type. Also settable before init with $FSDP_RT_GATHER_DTYPE=bf16|f16.
/// All backends; completes pending async collectives first.
fsdp_rt_status fsdp_rt_set_gather_dtype(fsdp_rt_context *ctx,
                                        fsdp_rt_dtype wire);
/// Blocks until every collective issued on `ctx` completed (device: host
/// wait on the communication stream, bounded by the timeout).
fsdp_rt_status fsdp_rt_synchronize(fsdp_rt_context *ctx);

/// Tracked device allocation (cuMemAlloc) in the current CUDA context, or,
/// without one, in the primary context of the default context's device (of
/// device 0 without a "nccl" context). Counted in current_bytes/peak_bytes
/// together with host allocations. Returns NULL on failure, with the reason
/// in fsdp_rt_last_error(NULL) (no GPU, built without CUDA, out of memory).
/// Works without any fsdp_rt context.
void *fsdp_rt_device_alloc(size_t bytes);
/// Frees memory from fsdp_rt_device_alloc(); NULL is ignored.
void fsdp_rt_device_free(void *ptr);
/// CUDA device of the process-default context (the newest fsdp_rt_init
/// made), -1 if none or not "nccl": the device of libfsdp_rt_cuda's mgpu*
/// functions until mgpuSetDefaultDevice, whose signatures upstream's
/// gpu-to-llvm fixes (no context parameter). Hosts ask fsdp_rt_device.
int32_t fsdp_rt_mlir_device(void);
/// Records a failure of a function that lives in a companion library
/// (libfsdp_rt_cuda): sticky on `ctx`, like a collective's, or the
/// context-free last error (fsdp_rt_last_error(NULL)) for NULL. Returns
/// `status`; 0 records nothing.
int32_t fsdp_rt_mlir_record_error(fsdp_rt_context *ctx, int32_t status,
                                  const char *message);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* FSDP_RT_FSDP_RT_H */
