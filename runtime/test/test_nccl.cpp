//===- test_nccl.cpp - The nccl backend on device buffers -----------------===//
//
// Run under `mpirun -np N`, one GPU per rank. Reports SKIPPED (77) on every
// rank when there is no GPU, or fewer GPUs than ranks on the host. Values
// are small integers, so every sum is exact in every dtype and results are
// compared exactly whatever order NCCL reduced in; the deterministic mode is
// checked bitwise on fractional values against an ordered host sum.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

using fsdp_rt_test::contains;

namespace {

const fsdp_rt_dtype kDtypes[] = {FSDP_RT_F32, FSDP_RT_F64, FSDP_RT_BF16,
                                 FSDP_RT_F16, FSDP_RT_I32, FSDP_RT_I64,
                                 FSDP_RT_I8};
const char *kDtypeNames[] = {"f32", "f64", "bf16", "f16", "i32", "i64", "i8"};
const char *kReductionNames[] = {"sum", "avg", "max", "min"};

int rank = 0, nranks = 1;

uint16_t toBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
float fromBf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
uint16_t toF16(float f) {
  _Float16 h = _Float16(f);
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}
float fromF16(uint16_t u) {
  _Float16 h;
  std::memcpy(&h, &u, 2);
  return float(h);
}

void store(fsdp_rt_dtype t, void *p, size_t i, double v) {
  switch (t) {
  case FSDP_RT_F32:
    static_cast<float *>(p)[i] = float(v);
    break;
  case FSDP_RT_F64:
    static_cast<double *>(p)[i] = v;
    break;
  case FSDP_RT_BF16:
    static_cast<uint16_t *>(p)[i] = toBf16(float(v));
    break;
  case FSDP_RT_F16:
    static_cast<uint16_t *>(p)[i] = toF16(float(v));
    break;
  case FSDP_RT_I32:
    static_cast<int32_t *>(p)[i] = int32_t(v);
    break;
  case FSDP_RT_I64:
    static_cast<int64_t *>(p)[i] = int64_t(v);
    break;
  default:
    static_cast<int8_t *>(p)[i] = int8_t(v);
  }
}

/// Small integers in [-5, 5]: sums over up to 8 ranks are exact everywhere.
double value(int r, size_t i, int salt) {
  return double(int((r * 7 + i * 3 + size_t(salt)) % 11) - 5);
}

/// The expected element: the reduction over `members`, then AVG's division
/// done the way the runtime documents it (in the dtype; f32 for halves).
void expected(fsdp_rt_dtype t, fsdp_rt_reduction r,
              const std::vector<int> &members, size_t i, int salt, void *out,
              size_t at) {
  double acc = value(members[0], i, salt);
  for (size_t k = 1; k < members.size(); ++k) {
    double v = value(members[k], i, salt);
    acc = r == FSDP_RT_MAX   ? std::max(acc, v)
          : r == FSDP_RT_MIN ? std::min(acc, v)
                             : acc + v;
  }
  if (r == FSDP_RT_AVG) {
    int n = int(members.size());
    switch (t) {
    case FSDP_RT_F64:
      acc = acc / double(n);
      break;
    case FSDP_RT_F32:
    case FSDP_RT_BF16:
    case FSDP_RT_F16:
      acc = double(float(acc) / float(n));
      break;
    default:
      acc = double(int64_t(acc) / n); // Truncating, as documented.
    }
  }
  store(t, out, at, acc);
}

/// A device buffer with a host mirror.
struct DeviceBuffer {
  DeviceBuffer(size_t bytes) : bytes(bytes), host(bytes) {
    ptr = fsdp_rt_device_alloc(bytes);
    CHECK(ptr != nullptr);
  }
  ~DeviceBuffer() { fsdp_rt_device_free(ptr); }
  void upload() {
    mgpuMemcpy(ptr, host.data(), bytes, nullptr);
    mgpuStreamSynchronize(nullptr);
  }
  void download() {
    mgpuMemcpy(host.data(), ptr, bytes, nullptr);
    mgpuStreamSynchronize(nullptr);
  }
  char *dev(size_t offset = 0) { return static_cast<char *>(ptr) + offset; }
  size_t bytes;
  std::vector<unsigned char> host;
  void *ptr = nullptr;
};

enum class Mode { Blocking, Async };

fsdp_rt_status run(fsdp_rt_collective kind, Mode mode, fsdp_rt_group *g,
                   const void *s, void *d, size_t n, fsdp_rt_dtype t,
                   fsdp_rt_reduction r) {
  fsdp_rt_request *req = nullptr;
  fsdp_rt_status st;
  switch (kind) {
  case FSDP_RT_ALL_REDUCE:
    if (mode == Mode::Blocking)
      return fsdp_rt_all_reduce(g, s, d, int64_t(n), t, r);
    st = fsdp_rt_all_reduce_start(g, s, d, int64_t(n), t, r, &req);
    break;
  case FSDP_RT_REDUCE_SCATTER:
    if (mode == Mode::Blocking)
      return fsdp_rt_reduce_scatter(g, s, d, int64_t(n), t, r);
    st = fsdp_rt_reduce_scatter_start(g, s, d, int64_t(n), t, r, &req);
    break;
  default:
    if (mode == Mode::Blocking)
      return fsdp_rt_all_gather(g, s, d, int64_t(n), t);
    st = fsdp_rt_all_gather_start(g, s, d, int64_t(n), t, &req);
  }
  return st == FSDP_RT_OK ? fsdp_rt_wait(req) : st;
}

std::string what(const char *kind, fsdp_rt_dtype t, int r, Mode mode,
                 bool inPlace, const std::string &group) {
  return std::string(kind) + " " + kDtypeNames[t] + " " +
         (r >= 0 ? kReductionNames[r] : "") +
         (mode == Mode::Async ? " async" : " blocking") +
         (inPlace ? " in-place" : "") + " on " + group;
}

/// Every collective x dtype x reduction x mode x placement on group `g`.
void testValues(fsdp_rt_group *g, const std::vector<int> &members,
                const std::string &name) {
  int gsize = fsdp_rt_group_size(g), grank = fsdp_rt_group_rank(g);
  CHECK_EQ(size_t(gsize), members.size());
  const size_t n = 1037; // Not a multiple of anything NCCL likes.
  for (fsdp_rt_dtype t : kDtypes) {
    size_t es = fsdp_rt_dtype_size(t);
    for (Mode mode : {Mode::Blocking, Mode::Async}) {
      for (bool inPlace : {false, true}) {
        for (int ri = 0; ri < 4; ++ri) {
          auto r = fsdp_rt_reduction(ri);
          int salt = ri * 13 + int(t);
          // all_reduce of n elements.
          DeviceBuffer in(n * es), out(n * es);
          for (size_t i = 0; i < n; ++i)
            store(t, in.host.data(), i, value(rank, i, salt));
          in.upload();
          DeviceBuffer &dst = inPlace ? in : out;
          CHECK_MSG(run(FSDP_RT_ALL_REDUCE, mode, g, in.dev(), dst.dev(), n, t,
                        r) == FSDP_RT_OK,
                    fsdp_rt_last_error(nullptr));
          dst.download();
          std::vector<unsigned char> want(n * es);
          for (size_t i = 0; i < n; ++i)
            expected(t, r, members, i, salt, want.data(), i);
          CHECK_MSG(std::memcmp(want.data(), dst.host.data(), n * es) == 0,
                    what("all_reduce", t, ri, mode, inPlace, name));

          // reduce_scatter: n elements per rank out of n * gsize.
          DeviceBuffer full(n * es * size_t(gsize)), shard(n * es);
          for (size_t i = 0; i < n * size_t(gsize); ++i)
            store(t, full.host.data(), i, value(rank, i, salt));
          full.upload();
          void *rsOut =
              inPlace ? full.dev(size_t(grank) * n * es) : shard.dev();
          CHECK(run(FSDP_RT_REDUCE_SCATTER, mode, g, full.dev(), rsOut, n, t,
                    r) == FSDP_RT_OK);
          full.download();
          shard.download();
          const unsigned char *got =
              inPlace ? full.host.data() + size_t(grank) * n * es
                      : shard.host.data();
          for (size_t i = 0; i < n; ++i)
            expected(t, r, members, size_t(grank) * n + i, salt, want.data(),
                     i);
          CHECK_MSG(std::memcmp(want.data(), got, n * es) == 0,
                    what("reduce_scatter", t, ri, mode, inPlace, name));
        }
        // all_gather: block i from group rank i.
        DeviceBuffer block(n * es), gathered(n * es * size_t(gsize));
        unsigned char *src = inPlace
                                 ? gathered.host.data() + size_t(grank) * n * es
                                 : block.host.data();
        for (size_t i = 0; i < n; ++i)
          store(t, src, i, value(rank, i, 3));
        (inPlace ? gathered : block).upload();
        void *agIn =
            inPlace ? gathered.dev(size_t(grank) * n * es) : block.dev();
        CHECK(run(FSDP_RT_ALL_GATHER, mode, g, agIn, gathered.dev(), n, t,
                  FSDP_RT_SUM) == FSDP_RT_OK);
        gathered.download();
        std::vector<unsigned char> want(n * es * size_t(gsize));
        for (int k = 0; k < gsize; ++k)
          for (size_t i = 0; i < n; ++i)
            store(t, want.data(), size_t(k) * n + i,
                  value(members[size_t(k)], i, 3));
        CHECK_MSG(std::memcmp(want.data(), gathered.host.data(), want.size()) ==
                      0,
                  what("all_gather", t, -1, mode, inPlace, name));
      }
    }
  }
}

/// World ranks in the group of this rank for a row-major grid.
std::vector<int> membersOf(const std::vector<int64_t> &shape,
                           const std::vector<int64_t> &axes) {
  std::vector<int> out;
  for (int r = 0; r < nranks; ++r) {
    bool same = true;
    int64_t a = r, b = rank;
    for (size_t d = shape.size(); d-- > 0;) {
      bool inAxes = false;
      for (int64_t x : axes)
        inAxes |= x == int64_t(d);
      if (!inAxes && a % shape[d] != b % shape[d])
        same = false;
      a /= shape[d];
      b /= shape[d];
    }
    if (same)
      out.push_back(r);
  }
  return out;
}

fsdp_rt_group *group(fsdp_rt_context *ctx, std::vector<int64_t> shape,
                     std::vector<int64_t> axes) {
  fsdp_rt_group *g = nullptr;
  CHECK_MSG(fsdp_rt_group_get(ctx, int(shape.size()), shape.data(),
                              int(axes.size()), axes.data(), &g) == FSDP_RT_OK,
            fsdp_rt_last_error(ctx));
  return g;
}

void testCounters(fsdp_rt_context *ctx, fsdp_rt_group *world) {
  const size_t n = 4096;
  DeviceBuffer a(n * 4 * size_t(nranks)), b(n * 4);
  fsdp_rt_counters before;
  fsdp_rt_get_counters(ctx, &before);
  {
    DeviceBuffer extra(1 << 20);
    fsdp_rt_counters c;
    fsdp_rt_get_counters(ctx, &c);
    CHECK_EQ(c.current_bytes, before.current_bytes + (1 << 20));
    CHECK(c.peak_bytes >= c.current_bytes);
  }
  fsdp_rt_reset_counters(ctx);
  CHECK_EQ(fsdp_rt_all_gather(world, b.dev(), a.dev(), int64_t(n), FSDP_RT_F32),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_reduce_scatter(world, a.dev(), b.dev(), int64_t(n),
                                  FSDP_RT_BF16, FSDP_RT_SUM),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_all_reduce(world, b.dev(), b.dev(), int64_t(n), FSDP_RT_F32,
                              FSDP_RT_AVG),
           FSDP_RT_OK);
  fsdp_rt_counters c;
  fsdp_rt_get_counters(ctx, &c);
  uint64_t N = uint64_t(nranks);
  CHECK_EQ(c.bytes_sent[FSDP_RT_ALL_GATHER], (N - 1) * n * 4 * N / N);
  CHECK_EQ(c.bytes_sent[FSDP_RT_REDUCE_SCATTER], (N - 1) * n * 2 * N / N);
  CHECK_EQ(c.bytes_sent[FSDP_RT_ALL_REDUCE], 2 * (N - 1) * n * 4 / N);
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    CHECK_EQ(c.calls[k], uint64_t(1));
}

/// Deterministic mode: bitwise equal to an ordered f32 sum on the host, and
/// a reduce_scatter shard equals the all_reduce slice.
void testDeterministic(fsdp_rt_context *det) {
  fsdp_rt_group *world = group(det, {nranks}, {0});
  const size_t n = 513;
  size_t total = n * size_t(nranks);
  auto frac = [](int r, size_t i) {
    return float(std::sin(double(r * 1000 + int(i)))) * 0.1f + 1e-3f * float(r);
  };
  DeviceBuffer in(total * 4), ar(total * 4), rs(n * 4);
  for (size_t i = 0; i < total; ++i) {
    float f = frac(rank, i);
    std::memcpy(&in.host[i * 4], &f, 4);
  }
  in.upload();
  CHECK_EQ(fsdp_rt_all_reduce(world, in.dev(), ar.dev(), int64_t(total),
                              FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_OK);
  fsdp_rt_request *req = nullptr;
  CHECK_EQ(fsdp_rt_reduce_scatter_start(world, in.dev(), rs.dev(), int64_t(n),
                                        FSDP_RT_F32, FSDP_RT_SUM, &req),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(req), FSDP_RT_OK);
  ar.download();
  rs.download();
  size_t bad = 0, badSlice = 0;
  for (size_t i = 0; i < total; ++i) {
    float acc = frac(0, i);
    for (int r = 1; r < nranks; ++r)
      acc += frac(r, i);
    float got;
    std::memcpy(&got, &ar.host[i * 4], 4);
    bad += std::memcmp(&got, &acc, 4) != 0;
  }
  badSlice =
      std::memcmp(rs.host.data(), &ar.host[size_t(rank) * n * 4], n * 4) != 0;
  CHECK_MSG(bad == 0,
            std::to_string(bad) + " elements differ from the ordered sum");
  CHECK(badSlice == 0);
  // A size that does not split evenly takes the padded path.
  CHECK_EQ(fsdp_rt_all_reduce(world, in.dev(), ar.dev(), int64_t(total - 1),
                              FSDP_RT_BF16, FSDP_RT_AVG),
           FSDP_RT_OK);
}

void testGatherDtype(fsdp_rt_context *ctx, fsdp_rt_group *world) {
  const size_t n = 300;
  DeviceBuffer in(n * 4), out(n * 4 * size_t(nranks));
  auto v = [](int r, size_t i) { return float(r) + 0.1234567f * float(i); };
  for (size_t i = 0; i < n; ++i) {
    float f = v(rank, i);
    std::memcpy(&in.host[i * 4], &f, 4);
  }
  in.upload();
  CHECK_EQ(fsdp_rt_set_gather_dtype(ctx, FSDP_RT_BF16), FSDP_RT_OK);
  CHECK_EQ(
      fsdp_rt_all_gather(world, in.dev(), out.dev(), int64_t(n), FSDP_RT_F32),
      FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_set_gather_dtype(ctx, FSDP_RT_F32), FSDP_RT_OK);
  out.download();
  size_t bad = 0;
  for (int r = 0; r < nranks; ++r)
    for (size_t i = 0; i < n; ++i) {
      float want = fromBf16(toBf16(v(r, i))), got;
      std::memcpy(&got, &out.host[(size_t(r) * n + i) * 4], 4);
      bad += got != want;
    }
  CHECK_MSG(bad == 0, std::to_string(bad) + " bf16-gathered mismatches");
}

/// Overlap: collectives ordered against a user compute stream.
void testComputeStream(fsdp_rt_context *ctx, fsdp_rt_group *world) {
  void *stream = mgpuStreamCreate();
  CHECK_EQ(fsdp_rt_set_compute_stream(ctx, stream), FSDP_RT_OK);
  const size_t n = 1 << 20;
  DeviceBuffer buf(n * 4);
  mgpuMemset32(buf.dev(), 0x3f800000u, n, stream); // 1.0f on the stream.
  fsdp_rt_request *req = nullptr;
  CHECK_EQ(fsdp_rt_all_reduce_start(world, buf.dev(), buf.dev(), int64_t(n),
                                    FSDP_RT_F32, FSDP_RT_SUM, &req),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(req), FSDP_RT_OK);
  std::vector<float> host(n);
  mgpuMemcpy(host.data(), buf.dev(), n * 4, stream);
  mgpuStreamSynchronize(stream);
  CHECK(host[0] == float(nranks) && host[n - 1] == float(nranks));
  CHECK_EQ(fsdp_rt_synchronize(ctx), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_set_compute_stream(ctx, nullptr), FSDP_RT_OK);
  mgpuStreamDestroy(stream);
}

void testArgumentErrors(fsdp_rt_context *ctx, fsdp_rt_group *world) {
  CHECK_EQ(fsdp_rt_all_gather(world, nullptr, nullptr, 4, FSDP_RT_F32),
           FSDP_RT_INVALID_ARGUMENT);
  std::string msg = fsdp_rt_last_error(ctx);
  CHECK_MSG(
      contains(msg.c_str(), "all_gather of") &&
          contains(msg.c_str(), ("on rank " + std::to_string(rank)).c_str()),
      msg);
}

/// A timeout far below any collective's duration: every rank times out,
/// aborts its communicator, and the context fails fast afterwards.
void testTimeout(fsdp_rt_context *ctx) {
  fsdp_rt_group *world = group(ctx, {nranks}, {0});
  CHECK_EQ(fsdp_rt_set_timeout(ctx, 1e-9), FSDP_RT_OK);
  // Out of place, so that even a group of one has 256 MiB to copy and
  // cannot be done by the first poll.
  const size_t n = size_t(64) << 20;
  DeviceBuffer buf(n * 4), out(n * 4);
  fsdp_rt_status st = fsdp_rt_all_reduce(world, buf.dev(), out.dev(),
                                         int64_t(n), FSDP_RT_F32, FSDP_RT_SUM);
  CHECK_EQ(st, FSDP_RT_BACKEND_ERROR);
  std::string msg = fsdp_rt_last_error(ctx);
  CHECK_MSG(contains(msg.c_str(), "all_reduce of 268435456 bytes on rank") &&
                contains(msg.c_str(), "timed out") &&
                contains(msg.c_str(), "aborted"),
            msg);
  CHECK_EQ(fsdp_rt_all_reduce(world, buf.dev(), buf.dev(), 1, FSDP_RT_F32,
                              FSDP_RT_SUM),
           FSDP_RT_BACKEND_ERROR);
}

} // namespace

int main(int argc, char **argv) {
  const char *why = nullptr;
  int devices = fsdp_rt_cuda_probe(&why);
  if (devices == 0) {
    std::printf("SKIPPED: no GPU: %s\n", why);
    return 77;
  }
  if (const char *local = std::getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
      local && std::atoi(local) > devices) {
    std::printf("SKIPPED: %s ranks on this host but %d GPU(s); NCCL needs one "
                "GPU per rank\n",
                local, devices);
    return 77;
  }
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "nccl", 0},
                  detOpts = {sizeof(fsdp_rt_options), "nccl", 1};
  fsdp_rt_context *ctx = nullptr, *det = nullptr, *fragile = nullptr;
  if (fsdp_rt_init(&opts, &argc, &argv, &ctx) != FSDP_RT_OK) {
    std::fprintf(stderr, "nccl init failed: %s\n", fsdp_rt_last_error(nullptr));
    return 1;
  }
  rank = fsdp_rt_rank(ctx);
  nranks = fsdp_rt_size(ctx);
  fsdp_rt_test::logPrefix() = "[rank " + std::to_string(rank) + "] ";
  CHECK(std::string(fsdp_rt_backend_name(ctx)) == "nccl");
  CHECK(fsdp_rt_device(ctx) >= 0 && fsdp_rt_device(ctx) < devices);
  CHECK_EQ(fsdp_rt_mlir_device(), fsdp_rt_device(ctx));

  fsdp_rt_group *world = group(ctx, {nranks}, {0});
  testValues(world, membersOf({nranks}, {0}), "world");
  if (nranks % 2 == 0) {
    // Hybrid sharding: a 2 x N/2 grid, shard along axis 1, replicate along 0.
    for (int64_t axis : {0, 1}) {
      fsdp_rt_group *g = group(ctx, {2, nranks / 2}, {axis});
      testValues(g, membersOf({2, nranks / 2}, {axis}),
                 "2x" + std::to_string(nranks / 2) + " axis " +
                     std::to_string(axis));
    }
  }
  testCounters(ctx, world);
  testGatherDtype(ctx, world);
  testComputeStream(ctx, world);
  testArgumentErrors(ctx, world);

  CHECK_EQ(fsdp_rt_init(&detOpts, &argc, &argv, &det), FSDP_RT_OK);
  testDeterministic(det);
  CHECK_EQ(fsdp_rt_finalize(det), FSDP_RT_OK);

  CHECK_EQ(fsdp_rt_init(&opts, &argc, &argv, &fragile), FSDP_RT_OK);
  testTimeout(fragile);
  fsdp_rt_finalize(fragile);

  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  int failed = fsdp_rt_test::failures();
  if (failed)
    std::fprintf(stderr, "[rank %d] %d check(s) failed\n", rank, failed);
  else if (rank == 0)
    std::printf("test_nccl (%d ranks): all checks passed\n", nranks);
  return failed != 0;
}
