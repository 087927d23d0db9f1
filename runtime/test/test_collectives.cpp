//===- test_collectives.cpp - Collective values on self/mpi backends ------===//
//
// Usage: test_collectives --backend self|mpi. Under mpirun every rank runs
// the same sequence of collectives and checks its own results against values
// it recomputes locally for every rank.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <cmath>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using fsdp_rt_test::contains;

namespace {

const fsdp_rt_dtype kAllDtypes[] = {FSDP_RT_F32, FSDP_RT_F64, FSDP_RT_BF16,
                                    FSDP_RT_F16, FSDP_RT_I32, FSDP_RT_I64,
                                    FSDP_RT_I8};
const fsdp_rt_reduction kAllReductions[] = {FSDP_RT_SUM, FSDP_RT_AVG,
                                            FSDP_RT_MAX, FSDP_RT_MIN};
const char *kDtypeNames[] = {"f32", "f64", "bf16", "f16", "i32", "i64", "i8"};
const char *kReductionNames[] = {"sum", "avg", "max", "min"};

bool isFloat(fsdp_rt_dtype t) {
  return t == FSDP_RT_F32 || t == FSDP_RT_F64 || t == FSDP_RT_BF16 ||
         t == FSDP_RT_F16;
}

/// Test-side conversions, independent of the runtime's: bf16 via the RNE bit
/// trick on finite values, f16 via the compiler's _Float16.
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
  _Float16 h = (_Float16)f;
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}
float fromF16(uint16_t u) {
  _Float16 h;
  std::memcpy(&h, &u, 2);
  return float(h);
}

double load(fsdp_rt_dtype t, const void *p, size_t i) {
  switch (t) {
  case FSDP_RT_F32:
    return static_cast<const float *>(p)[i];
  case FSDP_RT_F64:
    return static_cast<const double *>(p)[i];
  case FSDP_RT_BF16:
    return fromBf16(static_cast<const uint16_t *>(p)[i]);
  case FSDP_RT_F16:
    return fromF16(static_cast<const uint16_t *>(p)[i]);
  case FSDP_RT_I32:
    return static_cast<const int32_t *>(p)[i];
  case FSDP_RT_I64:
    return double(static_cast<const int64_t *>(p)[i]);
  default:
    return static_cast<const int8_t *>(p)[i];
  }
}

/// Values stored here are small integers or halves: exact in every dtype.
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

/// The contribution of world rank `rank` at element `i`: an integer in
/// [-5, 5], so sums over 4 ranks and their halves/quarters are exact.
double value(int rank, size_t i, int salt) {
  return double(int((size_t(rank) * 7 + i * 3 + size_t(salt)) % 11) - 5);
}

double expected(fsdp_rt_dtype t, fsdp_rt_reduction r,
                const std::vector<int> &members, size_t i, int salt) {
  double acc = value(members[0], i, salt);
  for (size_t m = 1; m < members.size(); ++m) {
    double v = value(members[m], i, salt);
    if (r == FSDP_RT_MAX)
      acc = std::max(acc, v);
    else if (r == FSDP_RT_MIN)
      acc = std::min(acc, v);
    else
      acc += v;
  }
  if (r == FSDP_RT_AVG) {
    long n = long(members.size());
    acc = isFloat(t) ? acc / double(n) : double(long(acc) / n);
  }
  return acc;
}

struct Buffer {
  Buffer(fsdp_rt_dtype t, size_t n)
      : t(t), bytes(n * fsdp_rt_dtype_size(t) + 1, 0x7b) {}
  void *data() { return bytes.data(); }
  fsdp_rt_dtype t;
  std::vector<unsigned char> bytes;
};

enum class Mode { Blocking, Async };

struct Env {
  fsdp_rt_context *ctx = nullptr; ///< The default context.
  fsdp_rt_context *det = nullptr; ///< Deterministic mode.
  int rank = 0;
  int size = 1;
  bool mpi = false;
};

std::string describe(const char *what, fsdp_rt_dtype t, fsdp_rt_reduction r,
                     Mode mode, size_t count, const std::string &group) {
  return std::string(what) + " " + kDtypeNames[t] + " " + kReductionNames[r] +
         (mode == Mode::Async ? " async" : " blocking") + " count " +
         std::to_string(count) + " on " + group;
}

fsdp_rt_status allReduce(fsdp_rt_group *g, const void *s, void *d, size_t n,
                         fsdp_rt_dtype t, fsdp_rt_reduction r, Mode mode) {
  if (mode == Mode::Blocking)
    return fsdp_rt_all_reduce(g, s, d, int64_t(n), t, r);
  fsdp_rt_request *req = nullptr;
  fsdp_rt_status st = fsdp_rt_all_reduce_start(g, s, d, int64_t(n), t, r, &req);
  return st == FSDP_RT_OK ? fsdp_rt_wait(req) : st;
}

fsdp_rt_status reduceScatter(fsdp_rt_group *g, const void *s, void *d, size_t n,
                             fsdp_rt_dtype t, fsdp_rt_reduction r, Mode mode) {
  if (mode == Mode::Blocking)
    return fsdp_rt_reduce_scatter(g, s, d, int64_t(n), t, r);
  fsdp_rt_request *req = nullptr;
  fsdp_rt_status st =
      fsdp_rt_reduce_scatter_start(g, s, d, int64_t(n), t, r, &req);
  return st == FSDP_RT_OK ? fsdp_rt_wait(req) : st;
}

fsdp_rt_status allGather(fsdp_rt_group *g, const void *s, void *d, size_t n,
                         fsdp_rt_dtype t, Mode mode) {
  if (mode == Mode::Blocking)
    return fsdp_rt_all_gather(g, s, d, int64_t(n), t);
  fsdp_rt_request *req = nullptr;
  fsdp_rt_status st = fsdp_rt_all_gather_start(g, s, d, int64_t(n), t, &req);
  return st == FSDP_RT_OK ? fsdp_rt_wait(req) : st;
}

/// Counts mismatching elements of `buf` against `want(i)`.
template <typename F>
size_t mismatches(fsdp_rt_dtype t, const void *buf, size_t n, F want) {
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i)
    bad += load(t, buf, i) != want(i);
  return bad;
}

/// Ranks of the group of `rank` in grid `shape` over `axes`, in group order.
std::vector<int> membersOf(const std::vector<int64_t> &shape,
                           const std::vector<int64_t> &axes, int rank,
                           int world) {
  auto coords = [&](int r) {
    std::vector<int64_t> c(shape.size());
    for (int i = int(shape.size()) - 1; i >= 0; --i) {
      c[size_t(i)] = r % shape[size_t(i)];
      r /= int(shape[size_t(i)]);
    }
    return c;
  };
  std::vector<int64_t> mine = coords(rank);
  std::vector<int> out;
  for (int w = 0; w < world; ++w) {
    std::vector<int64_t> c = coords(w);
    bool same = true;
    for (size_t d = 0; d < shape.size(); ++d) {
      bool inAxes = false;
      for (int64_t a : axes)
        inAxes |= a == int64_t(d);
      same &= inAxes || c[d] == mine[d];
    }
    if (same)
      out.push_back(w);
  }
  return out;
}

int indexOf(const std::vector<int> &v, int x) {
  for (size_t i = 0; i < v.size(); ++i)
    if (v[i] == x)
      return int(i);
  return -1;
}

/// Every collective x dtype x reduction x mode on one group.
void testValues(Env &env, fsdp_rt_group *g, const std::vector<int> &members,
                const std::string &label,
                const std::vector<fsdp_rt_dtype> &dtypes) {
  size_t n = members.size();
  int gr = indexOf(members, env.rank);
  CHECK_EQ(fsdp_rt_group_size(g), int(n));
  CHECK_EQ(fsdp_rt_group_rank(g), gr);
  int salt = 0;
  for (fsdp_rt_dtype t : dtypes) {
    for (fsdp_rt_reduction r : kAllReductions) {
      for (Mode mode : {Mode::Blocking, Mode::Async}) {
        ++salt;
        // Counts divisible and not divisible by the group size.
        for (size_t count : {size_t(1), 3 * n, 3 * n + 1, size_t(4099)}) {
          Buffer send(t, count), recv(t, count);
          for (size_t i = 0; i < count; ++i)
            store(t, send.data(), i, value(env.rank, i, salt));
          std::string what = describe("all_reduce", t, r, mode, count, label);
          auto want = [&](size_t i) {
            return expected(t, r, members, i, salt);
          };
          CHECK_MSG(allReduce(g, send.data(), recv.data(), count, t, r, mode) ==
                        FSDP_RT_OK,
                    what + ": " + fsdp_rt_last_error(env.ctx));
          CHECK_MSG(mismatches(t, recv.data(), count, want) == 0, what);
          CHECK_MSG(recv.bytes.back() == 0x7b, what + " wrote past the end");
          // In place.
          CHECK_MSG(allReduce(g, send.data(), send.data(), count, t, r, mode) ==
                        FSDP_RT_OK,
                    what + " in place");
          CHECK_MSG(mismatches(t, send.data(), count, want) == 0,
                    what + " in place");
        }
        for (size_t count : {size_t(1), size_t(5), size_t(3001)}) {
          Buffer send(t, count * n), recv(t, count);
          for (size_t i = 0; i < count * n; ++i)
            store(t, send.data(), i, value(env.rank, i, salt));
          std::string what =
              describe("reduce_scatter", t, r, mode, count, label);
          CHECK_MSG(reduceScatter(g, send.data(), recv.data(), count, t, r,
                                  mode) == FSDP_RT_OK,
                    what + ": " + fsdp_rt_last_error(env.ctx));
          CHECK_MSG(mismatches(t, recv.data(), count,
                               [&](size_t j) {
                                 return expected(t, r, members,
                                                 size_t(gr) * count + j, salt);
                               }) == 0,
                    what);
          CHECK_MSG(recv.bytes.back() == 0x7b, what + " wrote past the end");
        }
      }
    }
    for (Mode mode : {Mode::Blocking, Mode::Async}) {
      for (size_t count : {size_t(1), size_t(7), size_t(3001)}) {
        ++salt;
        Buffer send(t, count), recv(t, count * n);
        for (size_t i = 0; i < count; ++i)
          store(t, send.data(), i, value(env.rank, i, salt));
        std::string what =
            describe("all_gather", t, FSDP_RT_SUM, mode, count, label);
        auto want = [&](size_t i) {
          return value(members[i / count], i % count, salt);
        };
        CHECK_MSG(allGather(g, send.data(), recv.data(), count, t, mode) ==
                      FSDP_RT_OK,
                  what + ": " + fsdp_rt_last_error(env.ctx));
        CHECK_MSG(mismatches(t, recv.data(), count * n, want) == 0, what);
        CHECK_MSG(recv.bytes.back() == 0x7b, what + " wrote past the end");
        // In place: our block already sits at its slot of the output.
        Buffer inplace(t, count * n);
        std::memcpy(static_cast<char *>(inplace.data()) +
                        size_t(gr) * count * fsdp_rt_dtype_size(t),
                    send.data(), count * fsdp_rt_dtype_size(t));
        void *slot = static_cast<char *>(inplace.data()) +
                     size_t(gr) * count * fsdp_rt_dtype_size(t);
        CHECK_MSG(allGather(g, slot, inplace.data(), count, t, mode) ==
                      FSDP_RT_OK,
                  what + " in place");
        CHECK_MSG(mismatches(t, inplace.data(), count * n, want) == 0,
                  what + " in place");
      }
    }
  }
}

fsdp_rt_group *worldGroup(fsdp_rt_context *ctx, int size) {
  int64_t shape[] = {size}, axes[] = {0};
  fsdp_rt_group *g = nullptr;
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &g), FSDP_RT_OK);
  return g;
}

/// fsdp_rt_set_gather_dtype: f32 all-gathers travel as bf16/f16, every rank
/// receives the rounded values, and bytes_sent counts the 16-bit wire type.
void testGatherDtype(Env &env) {
  fsdp_rt_group *g = worldGroup(env.ctx, env.size);
  const size_t count = 1000;
  for (fsdp_rt_dtype wire : {FSDP_RT_BF16, FSDP_RT_F16}) {
    CHECK_EQ(fsdp_rt_set_gather_dtype(env.ctx, wire), FSDP_RT_OK);
    std::vector<float> send(count), recv(count * size_t(env.size));
    for (size_t i = 0; i < count; ++i)
      send[i] = float(value(env.rank, i, 7) + 0.1234567);
    fsdp_rt_reset_counters(env.ctx);
    CHECK_EQ(fsdp_rt_all_gather(g, send.data(), recv.data(), int64_t(count),
                                FSDP_RT_F32),
             FSDP_RT_OK);
    size_t bad = 0;
    for (int r = 0; r < env.size; ++r)
      for (size_t i = 0; i < count; ++i) {
        float v = float(value(r, i, 7) + 0.1234567);
        float want =
            wire == FSDP_RT_BF16 ? fromBf16(toBf16(v)) : fromF16(toF16(v));
        bad += recv[size_t(r) * count + i] != want;
      }
    CHECK_MSG(bad == 0,
              std::to_string(bad) + " mismatches, wire " + kDtypeNames[wire]);
    fsdp_rt_counters c;
    fsdp_rt_get_counters(env.ctx, &c);
    uint64_t n = uint64_t(env.size);
    CHECK_EQ(c.bytes_sent[FSDP_RT_ALL_GATHER], (n - 1) * count * 2 * n / n);
  }
  // Other dtypes are not narrowed.
  std::vector<int32_t> in(4, 70000 + env.rank), out(4 * size_t(env.size));
  CHECK_EQ(fsdp_rt_all_gather(g, in.data(), out.data(), 4, FSDP_RT_I32),
           FSDP_RT_OK);
  CHECK_EQ(out[size_t(env.size - 1) * 4], 70000 + env.size - 1);
  CHECK_EQ(fsdp_rt_set_gather_dtype(env.ctx, FSDP_RT_I32),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_set_gather_dtype(env.ctx, FSDP_RT_F32), FSDP_RT_OK);
}

/// Each forced algorithm must give the same values (bigger sizes, so the
/// ring runs many chunks through its window).
void testAlgorithms(Env &env) {
  fsdp_rt_group *g = worldGroup(env.ctx, env.size);
  std::vector<int> members = membersOf({env.size}, {0}, env.rank, env.size);
  for (const char *algo : {"native", "ring", "allreduce", "auto"}) {
    CHECK_EQ(fsdp_rt_set_algorithm(env.ctx, FSDP_RT_REDUCE_SCATTER, algo),
             FSDP_RT_OK);
    bool common = std::string(algo) != "allreduce";
    if (common) {
      CHECK_EQ(fsdp_rt_set_algorithm(env.ctx, FSDP_RT_ALL_GATHER, algo),
               FSDP_RT_OK);
      CHECK_EQ(fsdp_rt_set_algorithm(env.ctx, FSDP_RT_ALL_REDUCE, algo),
               FSDP_RT_OK);
    }
    for (fsdp_rt_dtype t : {FSDP_RT_F32, FSDP_RT_BF16, FSDP_RT_I64}) {
      for (size_t count : {size_t(3), size_t(20000)}) {
        for (fsdp_rt_reduction r : {FSDP_RT_SUM, FSDP_RT_MAX}) {
          Buffer send(t, count * members.size()), recv(t, count);
          for (size_t i = 0; i < count * members.size(); ++i)
            store(t, send.data(), i, value(env.rank, i, 9));
          std::string what = std::string("reduce_scatter algorithm ") + algo +
                             " " + kDtypeNames[t] + " count " +
                             std::to_string(count);
          CHECK_MSG(fsdp_rt_reduce_scatter(g, send.data(), recv.data(),
                                           int64_t(count), t, r) == FSDP_RT_OK,
                    what + ": " + fsdp_rt_last_error(env.ctx));
          size_t gr = size_t(fsdp_rt_group_rank(g));
          CHECK_MSG(mismatches(t, recv.data(), count,
                               [&](size_t j) {
                                 return expected(t, r, members, gr * count + j,
                                                 9);
                               }) == 0,
                    what);
        }
        // all_reduce, with a tail that does not fill a block per rank, out
        // of place and in place.
        size_t arCount = count * members.size() + 1;
        Buffer arIn(t, arCount), arOut(t, arCount);
        for (size_t i = 0; i < arCount; ++i)
          store(t, arIn.data(), i, value(env.rank, i, 11));
        auto arWant = [&](size_t i) {
          return expected(t, FSDP_RT_SUM, members, i, 11);
        };
        CHECK(fsdp_rt_all_reduce(g, arIn.data(), arOut.data(), int64_t(arCount),
                                 t, FSDP_RT_SUM) == FSDP_RT_OK);
        CHECK_MSG(mismatches(t, arOut.data(), arCount, arWant) == 0,
                  std::string("all_reduce algorithm ") + algo);
        CHECK(fsdp_rt_all_reduce(g, arIn.data(), arIn.data(), int64_t(arCount),
                                 t, FSDP_RT_SUM) == FSDP_RT_OK);
        CHECK_MSG(mismatches(t, arIn.data(), arCount, arWant) == 0,
                  std::string("in-place all_reduce algorithm ") + algo);

        Buffer send(t, count), recv(t, count * members.size());
        for (size_t i = 0; i < count; ++i)
          store(t, send.data(), i, value(env.rank, i, 10));
        CHECK(fsdp_rt_all_gather(g, send.data(), recv.data(), int64_t(count),
                                 t) == FSDP_RT_OK);
        CHECK_MSG(mismatches(t, recv.data(), count * members.size(),
                             [&](size_t i) {
                               return value(members[i / count], i % count, 10);
                             }) == 0,
                  std::string("all_gather algorithm ") + algo);
      }
    }
  }
  if (env.mpi) {
    CHECK_EQ(fsdp_rt_set_algorithm(env.ctx, FSDP_RT_ALL_REDUCE, "allreduce"),
             FSDP_RT_INVALID_ARGUMENT);
    CHECK_EQ(fsdp_rt_set_algorithm(env.ctx, FSDP_RT_ALL_GATHER, "allreduce"),
             FSDP_RT_INVALID_ARGUMENT);
  }
}

void testGroups(Env &env) {
  // Grids whose product is the world size; at 4 ranks the 2x2 grid.
  std::vector<std::vector<int64_t>> grids;
  if (env.size == 4)
    grids = {{2, 2}};
  else if (env.size == 2)
    grids = {{2, 1}, {1, 2}};
  else
    grids = {{int64_t(env.size), 1}};
  for (const auto &shape : grids) {
    for (const std::vector<int64_t> &axes :
         {std::vector<int64_t>{0}, std::vector<int64_t>{1},
          std::vector<int64_t>{0, 1}}) {
      fsdp_rt_group *g = nullptr, *again = nullptr;
      CHECK_EQ(fsdp_rt_group_get(env.ctx, 2, shape.data(), int(axes.size()),
                                 axes.data(), &g),
               FSDP_RT_OK);
      CHECK_EQ(fsdp_rt_group_get(env.ctx, 2, shape.data(), int(axes.size()),
                                 axes.data(), &again),
               FSDP_RT_OK);
      CHECK(g && g == again); // Cached.
      if (!g)
        continue;
      std::string label = "grid " + std::to_string(shape[0]) + "x" +
                          std::to_string(shape[1]) + " axes {";
      for (int64_t a : axes)
        label += std::to_string(a) + ",";
      label += "}";
      testValues(env, g, membersOf(shape, axes, env.rank, env.size), label,
                 {FSDP_RT_F32, FSDP_RT_BF16, FSDP_RT_I32});
    }
  }
}

/// Several async collectives in flight at once, waited in reverse order.
void testAsyncQueue(Env &env) {
  fsdp_rt_group *g = worldGroup(env.ctx, env.size);
  std::vector<int> members = membersOf({env.size}, {0}, env.rank, env.size);
  size_t n = members.size(), count = 50000;
  std::vector<float> a(count), ar(count), b(count * n), rs(count), c(count),
      ag(count * n);
  for (size_t i = 0; i < count; ++i) {
    a[i] = float(value(env.rank, i, 1));
    c[i] = float(value(env.rank, i, 3));
  }
  for (size_t i = 0; i < count * n; ++i)
    b[i] = float(value(env.rank, i, 2));
  fsdp_rt_request *r1 = nullptr, *r2 = nullptr, *r3 = nullptr;
  CHECK_EQ(fsdp_rt_all_reduce_start(g, a.data(), ar.data(), int64_t(count),
                                    FSDP_RT_F32, FSDP_RT_SUM, &r1),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_reduce_scatter_start(g, b.data(), rs.data(), int64_t(count),
                                        FSDP_RT_F32, FSDP_RT_AVG, &r2),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_all_gather_start(g, c.data(), ag.data(), int64_t(count),
                                    FSDP_RT_F32, &r3),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(r3), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(r2), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(r1), FSDP_RT_OK);
  size_t gr = size_t(fsdp_rt_group_rank(g));
  CHECK(mismatches(FSDP_RT_F32, ar.data(), count, [&](size_t i) {
          return expected(FSDP_RT_F32, FSDP_RT_SUM, members, i, 1);
        }) == 0);
  CHECK(mismatches(FSDP_RT_F32, rs.data(), count, [&](size_t i) {
          return expected(FSDP_RT_F32, FSDP_RT_AVG, members, gr * count + i, 2);
        }) == 0);
  CHECK(mismatches(FSDP_RT_F32, ag.data(), count * n, [&](size_t i) {
          return value(members[i / count], i % count, 3);
        }) == 0);

  // A blocking collective issued behind pending async ones runs after them.
  fsdp_rt_request *r4 = nullptr;
  std::vector<float> x(count), y(count);
  for (size_t i = 0; i < count; ++i)
    x[i] = float(value(env.rank, i, 4));
  CHECK_EQ(fsdp_rt_all_reduce_start(g, x.data(), x.data(), int64_t(count),
                                    FSDP_RT_F32, FSDP_RT_SUM, &r4),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_all_reduce(g, x.data(), y.data(), int64_t(count),
                              FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(r4), FSDP_RT_OK);
  CHECK(mismatches(FSDP_RT_F32, y.data(), count, [&](size_t i) {
          return expected(FSDP_RT_F32, FSDP_RT_SUM, members, i, 4) * double(n);
        }) == 0);
}

void testCounters(Env &env) {
  fsdp_rt_group *g = worldGroup(env.ctx, env.size);
  uint64_t n = uint64_t(env.size);
  fsdp_rt_reset_counters(env.ctx);
  fsdp_rt_counters c;
  fsdp_rt_get_counters(env.ctx, &c);
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k) {
    CHECK_EQ(c.bytes_sent[k], 0u);
    CHECK_EQ(c.calls[k], 0u);
  }
  size_t count = 1000 * n; // 4000 * n bytes of f32.
  std::vector<float> a(count, 1.0f), b(count * n, 1.0f);
  CHECK_EQ(fsdp_rt_all_reduce(g, a.data(), a.data(), int64_t(count),
                              FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_OK);
  fsdp_rt_request *req = nullptr;
  CHECK_EQ(fsdp_rt_all_reduce_start(g, a.data(), a.data(), int64_t(count),
                                    FSDP_RT_F32, FSDP_RT_SUM, &req),
           FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(req), FSDP_RT_OK);
  // reduce_scatter of 500*n bf16 per shard: full input 1000 * n * n bytes.
  std::vector<uint16_t> h(500 * n * n, 0), hs(500 * n);
  CHECK_EQ(fsdp_rt_reduce_scatter(g, h.data(), hs.data(), int64_t(500 * n),
                                  FSDP_RT_BF16, FSDP_RT_SUM),
           FSDP_RT_OK);
  CHECK_EQ(
      fsdp_rt_all_gather(g, a.data(), b.data(), int64_t(count), FSDP_RT_F32),
      FSDP_RT_OK);
  float bad = 0; // Rejected calls are not counted.
  CHECK_EQ(fsdp_rt_all_gather(g, &bad, nullptr, 1, FSDP_RT_F32),
           FSDP_RT_INVALID_ARGUMENT);
  fsdp_rt_get_counters(env.ctx, &c);
  uint64_t arBytes = count * 4;
  CHECK_EQ(c.bytes_sent[FSDP_RT_ALL_REDUCE], 2 * (2 * (n - 1) * arBytes / n));
  CHECK_EQ(c.calls[FSDP_RT_ALL_REDUCE], 2u);
  uint64_t rsBytes = 500 * n * n * 2;
  CHECK_EQ(c.bytes_sent[FSDP_RT_REDUCE_SCATTER], (n - 1) * rsBytes / n);
  CHECK_EQ(c.calls[FSDP_RT_REDUCE_SCATTER], 1u);
  uint64_t agBytes = count * n * 4;
  CHECK_EQ(c.bytes_sent[FSDP_RT_ALL_GATHER], (n - 1) * agBytes / n);
  CHECK_EQ(c.calls[FSDP_RT_ALL_GATHER], 1u);
  // The deterministic context counts its own calls only.
  fsdp_rt_counters d;
  fsdp_rt_reset_counters(env.det);
  fsdp_rt_get_counters(env.det, &d);
  CHECK_EQ(d.calls[FSDP_RT_ALL_REDUCE], 0u);
}

uint16_t bits16(const void *p, size_t i) {
  return static_cast<const uint16_t *>(p)[i];
}

/// Deterministic mode: results equal an ordered sum computed here, and the
/// reduce_scatter shard is bitwise the all_reduce slice.
/// Reductions on `g` equal the reduction in group-rank order in the
/// accumulation type (f32 for bf16/f16, rounded once) bit for bit: every
/// dtype in deterministic mode, and bf16/f16 in every mode.
void testOrdered(Env &env, fsdp_rt_group *g, const std::vector<int> &members,
                 const std::string &label,
                 std::initializer_list<fsdp_rt_dtype> dtypes) {
  size_t n = members.size();
  size_t gr = size_t(indexOf(members, env.rank));
  for (fsdp_rt_dtype t : dtypes) {
    for (fsdp_rt_reduction r : {FSDP_RT_SUM, FSDP_RT_AVG, FSDP_RT_MAX}) {
      size_t shard = 1001, total = shard * n;
      size_t es = fsdp_rt_dtype_size(t);
      // Values with long mantissas, so the summation order shows.
      auto gen = [&](int rank, std::vector<unsigned char> &buf, size_t count) {
        std::mt19937 rng(unsigned(rank * 7919 + 17));
        std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
        buf.assign(count * es, 0);
        for (size_t i = 0; i < count; ++i) {
          float f = dist(rng) * (i % 3 == 0 ? 1e-3f : 1.0f);
          switch (t) {
          case FSDP_RT_F32:
            std::memcpy(&buf[i * 4], &f, 4);
            break;
          case FSDP_RT_F64: {
            double d = double(f) / 3.0;
            std::memcpy(&buf[i * 8], &d, 8);
            break;
          }
          case FSDP_RT_BF16: {
            uint16_t h = toBf16(f);
            std::memcpy(&buf[i * 2], &h, 2);
            break;
          }
          case FSDP_RT_F16: {
            uint16_t h = toF16(f);
            std::memcpy(&buf[i * 2], &h, 2);
            break;
          }
          default: {
            int32_t v = int32_t(f * 1000);
            std::memcpy(&buf[i * 4], &v, 4);
          }
          }
        }
      };
      std::vector<std::vector<unsigned char>> inputs(n);
      for (size_t m = 0; m < n; ++m)
        gen(members[m], inputs[m], total + 1);
      std::vector<unsigned char> &mine = inputs[gr];
      // Reference: ordered reduction in the accumulation type.
      std::vector<unsigned char> ref((total + 1) * es);
      for (size_t i = 0; i < total + 1; ++i) {
        auto combine = [&](auto acc, auto v) {
          if (r == FSDP_RT_MAX)
            return v > acc ? v : acc;
          return decltype(acc)(acc + v);
        };
        if (t == FSDP_RT_F64) {
          double acc = 0;
          for (size_t m = 0; m < n; ++m) {
            double v;
            std::memcpy(&v, &inputs[m][i * 8], 8);
            acc = m == 0 ? v : combine(acc, v);
          }
          if (r == FSDP_RT_AVG)
            acc /= double(n);
          std::memcpy(&ref[i * 8], &acc, 8);
        } else if (t == FSDP_RT_I32) {
          int32_t acc = 0;
          for (size_t m = 0; m < n; ++m) {
            int32_t v;
            std::memcpy(&v, &inputs[m][i * 4], 4);
            acc = m == 0 ? v : combine(acc, v);
          }
          if (r == FSDP_RT_AVG)
            acc /= int32_t(n);
          std::memcpy(&ref[i * 4], &acc, 4);
        } else {
          float acc = 0;
          for (size_t m = 0; m < n; ++m) {
            float v = float(load(t, inputs[m].data(), i));
            acc = m == 0 ? v : combine(acc, v);
          }
          if (r == FSDP_RT_AVG)
            acc /= float(n);
          if (t == FSDP_RT_F32)
            std::memcpy(&ref[i * 4], &acc, 4);
          else {
            uint16_t h = t == FSDP_RT_BF16 ? toBf16(acc) : toF16(acc);
            std::memcpy(&ref[i * 2], &h, 2);
          }
        }
      }
      std::string what = std::string("ordered ") + kDtypeNames[t] + " " +
                         kReductionNames[r] + " on " + label;
      std::vector<unsigned char> ar(total * es), rs(shard * es),
          odd((total + 1) * es);
      CHECK(fsdp_rt_all_reduce(g, mine.data(), ar.data(), int64_t(total), t,
                               r) == FSDP_RT_OK);
      fsdp_rt_request *req = nullptr;
      CHECK(fsdp_rt_reduce_scatter_start(g, mine.data(), rs.data(),
                                         int64_t(shard), t, r,
                                         &req) == FSDP_RT_OK);
      CHECK(fsdp_rt_wait(req) == FSDP_RT_OK);
      // Not divisible by the group size: padded internally.
      CHECK(fsdp_rt_all_reduce(g, mine.data(), odd.data(), int64_t(total + 1),
                               t, r) == FSDP_RT_OK);
      CHECK_MSG(
          std::memcmp(rs.data(), ar.data() + gr * shard * es, shard * es) == 0,
          what + ": shard != all_reduce slice");
      CHECK_MSG(std::memcmp(ar.data(), ref.data(), total * es) == 0,
                what + ": all_reduce != ordered reference");
      CHECK_MSG(std::memcmp(odd.data(), ref.data(), (total + 1) * es) == 0,
                what + ": odd-count all_reduce != ordered reference");
      (void)bits16;
    }
  }
}

void testMlirEntryPoints(Env &env) {
  int64_t gid = fsdp_rt_mlir_group(env.ctx, 1, env.size, 0, 0, 0, 1);
  CHECK(gid >= 0);
  CHECK_EQ(fsdp_rt_mlir_group(env.ctx, 1, env.size, 7, 7, 7, 1),
           gid); // d1.. ignored
  std::vector<int> members = membersOf({env.size}, {0}, env.rank, env.size);
  size_t n = members.size(), count = 257;
  std::vector<float> a(count * n), out(count * n), shard(count);
  for (size_t i = 0; i < count * n; ++i)
    a[i] = float(value(env.rank, i, 5));
  auto sum = [&](size_t i) {
    return expected(FSDP_RT_F32, FSDP_RT_SUM, members, i, 5);
  };
  CHECK_EQ(fsdp_rt_mlir_all_reduce(env.ctx, gid, a.data(), out.data(),
                                   int64_t(count * n), FSDP_RT_F32,
                                   FSDP_RT_SUM),
           0);
  CHECK(mismatches(FSDP_RT_F32, out.data(), count * n, sum) == 0);
  CHECK_EQ(fsdp_rt_mlir_reduce_scatter(env.ctx, gid, a.data(), shard.data(),
                                       int64_t(count), FSDP_RT_F32,
                                       FSDP_RT_SUM),
           0);
  size_t gr = size_t(indexOf(members, env.rank));
  CHECK(mismatches(FSDP_RT_F32, shard.data(), count,
                   [&](size_t j) { return sum(gr * count + j); }) == 0);
  CHECK_EQ(fsdp_rt_mlir_all_gather(env.ctx, gid, shard.data(), out.data(),
                                   int64_t(count), FSDP_RT_F32),
           0);
  CHECK(mismatches(FSDP_RT_F32, out.data(), count * n, sum) == 0);

  std::vector<float> out2(count * n), shard2(count), gathered(count * n);
  int64_t r1 = fsdp_rt_mlir_all_reduce_start(env.ctx, gid, a.data(),
                                             out2.data(), int64_t(count * n),
                                             FSDP_RT_F32, FSDP_RT_SUM);
  int64_t r2 = fsdp_rt_mlir_reduce_scatter_start(env.ctx, gid, a.data(),
                                                 shard2.data(), int64_t(count),
                                                 FSDP_RT_F32, FSDP_RT_SUM);
  CHECK(r1 >= 0 && r2 >= 0 && r1 != r2);
  CHECK_EQ(fsdp_rt_mlir_wait(env.ctx, r2), 0);
  int64_t r3 = fsdp_rt_mlir_all_gather_start(env.ctx, gid, shard2.data(),
                                             gathered.data(), int64_t(count),
                                             FSDP_RT_F32);
  CHECK(r3 >= 0);
  CHECK_EQ(fsdp_rt_mlir_wait(env.ctx, r3), 0);
  CHECK_EQ(fsdp_rt_mlir_wait(env.ctx, r1), 0);
  CHECK(mismatches(FSDP_RT_F32, out2.data(), count * n, sum) == 0);
  CHECK(mismatches(FSDP_RT_F32, gathered.data(), count * n, sum) == 0);
  CHECK_EQ(fsdp_rt_mlir_status(env.ctx), 0);

  if (env.size == 4) {
    // 2x2 grid: mask 1 = axis 0 (ranks b, 2+b), mask 2 = axis 1.
    for (int64_t mask : {1, 2, 3}) {
      int64_t id = fsdp_rt_mlir_group(env.ctx, 2, 2, 2, 0, 0, mask);
      CHECK(id >= 0);
      std::vector<int64_t> axes;
      for (int i = 0; i < 2; ++i)
        if (mask & (1 << i))
          axes.push_back(i);
      std::vector<int> m = membersOf({2, 2}, axes, env.rank, env.size);
      int32_t x = env.rank + 1, y = 0;
      CHECK_EQ(fsdp_rt_mlir_all_reduce(env.ctx, id, &x, &y, 1, FSDP_RT_I32,
                                       FSDP_RT_SUM),
               0);
      int32_t want = 0;
      for (int w : m)
        want += w + 1;
      CHECK_EQ(y, want);
    }
  }
}

/// Last: poisons the default context on every rank alike.
void testSticky(Env &env) {
  int64_t gid = fsdp_rt_mlir_group(env.ctx, 1, env.size, 0, 0, 0, 1);
  float x = 1, y = 0;
  CHECK_EQ(fsdp_rt_mlir_all_reduce(env.ctx, gid, &x, &y, 1, FSDP_RT_F32, 9),
           FSDP_RT_INVALID_ARGUMENT);
  std::string first = fsdp_rt_last_error(env.ctx);
  CHECK(contains(
      first.c_str(),
      ("all_reduce of 4 bytes on rank " + std::to_string(env.rank)).c_str()));
  CHECK(contains(first.c_str(), "invalid reduction 9"));
  CHECK_EQ(fsdp_rt_mlir_status(env.ctx), FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_mlir_all_reduce(env.ctx, gid, &x, &y, 1, FSDP_RT_F32,
                                   FSDP_RT_SUM),
           FSDP_RT_BACKEND_ERROR);
  fsdp_rt_group *g = worldGroup(env.det, env.size); // Other contexts work.
  CHECK_EQ(fsdp_rt_all_reduce(g, &x, &y, 1, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_OK);
  CHECK(y == float(env.size));
  CHECK(std::string(fsdp_rt_last_error(env.ctx)) == first);
}

} // namespace

int main(int argc, char **argv) {
  std::string backend = "auto";
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--backend")
      backend = argv[i + 1];
  // Small ring chunks, so modest test sizes exercise the chunk window.
  setenv("FSDP_RT_RING_CHUNK_BYTES", "4096", 0);

  Env env;
  fsdp_rt_options detOpts = {sizeof(fsdp_rt_options), backend.c_str(), 1};
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), backend.c_str(), 0};
  if (fsdp_rt_init(&detOpts, &argc, &argv, &env.det) != FSDP_RT_OK ||
      fsdp_rt_init(&opts, &argc, &argv, &env.ctx) != FSDP_RT_OK) {
    std::fprintf(stderr, "init failed: %s\n", fsdp_rt_last_error(nullptr));
    return 1;
  }
  env.rank = fsdp_rt_rank(env.ctx);
  env.size = fsdp_rt_size(env.ctx);
  env.mpi = std::string(fsdp_rt_backend_name(env.ctx)) == "mpi";
  fsdp_rt_test::logPrefix() = "[rank " + std::to_string(env.rank) + "] ";
  CHECK(std::string(fsdp_rt_backend_name(env.ctx)) ==
        (backend == "auto" ? fsdp_rt_backend_name(env.ctx) : backend));

  fsdp_rt_group *world = worldGroup(env.ctx, env.size);
  std::vector<fsdp_rt_dtype> all(std::begin(kAllDtypes), std::end(kAllDtypes));
  testValues(env, world, membersOf({env.size}, {0}, env.rank, env.size),
             "world", all);
  testGroups(env);
  testAlgorithms(env);
  // Every async policy gives the same results: the default, everything run
  // inside the start call, and polling before sleeping.
  testAsyncQueue(env);
  CHECK_EQ(fsdp_rt_set_async_policy(env.ctx, uint64_t(1) << 30, 0), FSDP_RT_OK);
  testAsyncQueue(env);
  CHECK_EQ(fsdp_rt_set_async_policy(env.ctx, 0, 50e-6), FSDP_RT_OK);
  testAsyncQueue(env);
  CHECK_EQ(fsdp_rt_set_async_policy(env.ctx, 0, 0), FSDP_RT_OK);
  // A progress thread that sleeps between its polls: the same results; the
  // setting reads back.
  double previous = -1, restored = -1;
  CHECK_EQ(fsdp_rt_set_poll_sleep(env.ctx, 1e-3, &previous), FSDP_RT_OK);
  testAsyncQueue(env);
  CHECK_EQ(fsdp_rt_set_poll_sleep(env.ctx, previous, &restored), FSDP_RT_OK);
  CHECK(restored == 1e-3);
  // The timeout reads back as set.
  double timeout = fsdp_rt_timeout(env.ctx);
  CHECK(timeout > 0);
  CHECK_EQ(fsdp_rt_set_timeout(env.ctx, 123), FSDP_RT_OK);
  CHECK(fsdp_rt_timeout(env.ctx) == 123);
  CHECK_EQ(fsdp_rt_set_timeout(env.ctx, timeout), FSDP_RT_OK);
  testCounters(env);
  testGatherDtype(env);
  const auto kOrderedDtypes = {FSDP_RT_F32, FSDP_RT_F64, FSDP_RT_BF16,
                               FSDP_RT_F16, FSDP_RT_I32};
  testOrdered(env, worldGroup(env.det, env.size),
              membersOf({env.size}, {0}, env.rank, env.size),
              "world (deterministic)", kOrderedDtypes);
  testOrdered(env, world, membersOf({env.size}, {0}, env.rank, env.size),
              "world", {FSDP_RT_BF16, FSDP_RT_F16});
  if (env.size == 4) {
    int64_t shape[] = {2, 2};
    for (int64_t axis : {0, 1}) {
      fsdp_rt_group *g = nullptr;
      CHECK_EQ(fsdp_rt_group_get(env.det, 2, shape, 1, &axis, &g), FSDP_RT_OK);
      testOrdered(env, g, membersOf({2, 2}, {axis}, env.rank, 4),
                  "2x2 axis " + std::to_string(axis) + " (deterministic)",
                  kOrderedDtypes);
    }
  }
  testMlirEntryPoints(env);
  testSticky(env);

  CHECK_EQ(fsdp_rt_finalize(env.ctx), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_finalize(env.det), FSDP_RT_OK);
  int failed = fsdp_rt_test::failures();
  if (failed)
    std::fprintf(stderr, "[rank %d] %d check(s) failed\n", env.rank, failed);
  else if (env.rank == 0)
    std::printf("test_collectives (%s, %d ranks): all checks passed\n",
                backend.c_str(), env.size);
  return failed != 0;
}
