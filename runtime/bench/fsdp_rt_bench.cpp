//===- fsdp_rt_bench.cpp - Collective bandwidth and async overlap ---------===//
//
// Run under mpirun (see bench/runtime_collectives.sh). Modes:
//   (default)  bus bandwidth at 1, 16, 64 MiB of f32: raw MPI collectives,
//              the runtime's ring, and the runtime's own choice; then overlap
//   --sweep    every algorithm over 4 KiB .. 64 MiB, to set the thresholds
//   --overlap  only the async overlap measurement
//   --debug-cost  per-call cost of FSDP_RT_DEBUG=detail
//   --calibrate[=FILE]
//              per collective kind and size: the blocking time, and what an
//              async start + wait costs beyond it (the hand-off to the
//              progress thread, with and without polling; and with busy
//              compute between start and wait, what overlap gains, and
//              the share of the collective it hides: the overlap
//              efficiency of the cost model), all on cold inputs (each
//              call sends from the next of a ring of distinct buffer sets,
//              as a training step calls them, into a warm one), and the
//              blocking time on one hot buffer set for comparison; writes
//              the measured figures as JSON to FILE (the communication part
//              of a cost-model profile, see bench/schedule_cpu_profile.sh)
//
// Bus bandwidth: reduce_scatter/all_gather (N-1)/N * full_bytes / time,
// all_reduce 2(N-1)/N * bytes / time. Times are the slowest rank's average.
//
//===----------------------------------------------------------------------===//

#include "fsdp_rt/fsdp_rt.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace {

int rank = 0, nranks = 1;
fsdp_rt_context *ctx = nullptr;
fsdp_rt_group *world = nullptr;

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void require(fsdp_rt_status status, const char *what) {
  if (status == FSDP_RT_OK)
    return;
  std::fprintf(stderr, "rank %d: %s failed: %s\n", rank, what,
               fsdp_rt_last_error(ctx));
  MPI_Abort(MPI_COMM_WORLD, 1);
}

/// Agreed iteration count so that one round of `op` takes about `budget`.
int itersFor(const std::function<void()> &op, double budget) {
  op(); // Warm-up: first touch of buffers, lazy MPI connections.
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = now();
  op();
  double once = now() - t0;
  MPI_Allreduce(MPI_IN_PLACE, &once, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return int(std::min(100.0, std::max(2.0, budget / std::max(once, 1e-6))));
}

/// Seconds per call of one round: the slowest rank's average.
double round(const std::function<void()> &op, int iters) {
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = now();
  for (int i = 0; i < iters; ++i)
    op();
  double t = (now() - t0) / iters;
  MPI_Allreduce(MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return t;
}

/// The machine is shared (builds run next to the bench), so each case runs
/// in several rounds interleaved with the other cases, and the best round
/// counts: it is the one least disturbed by other load.
struct Case {
  std::string name;
  std::function<void()> op;
  std::function<double(double)> bandwidth; ///< Seconds -> GB/s.
  double best = 1e30;
  int iters = 0;
};

void runCases(std::vector<Case> &cases, int rounds = 11, double budget = 0.03) {
  for (Case &c : cases)
    c.iters = itersFor(c.op, budget);
  for (int r = 0; r < rounds; ++r)
    for (Case &c : cases)
      c.best = std::min(c.best, round(c.op, c.iters));
}

/// Best-of-rounds time of a single operation.
double timeIt(const std::function<void()> &op, int rounds = 5,
              double budget = 0.06) {
  std::vector<Case> cases{{"", op, nullptr}};
  runCases(cases, rounds, budget);
  return cases[0].best;
}

struct Buffers {
  explicit Buffers(size_t fullBytes)
      : full(fullBytes / 4), shard(fullBytes / 4 / size_t(nranks)),
        out(fullBytes / 4) {
    for (size_t i = 0; i < full.size(); ++i)
      full[i] = float(i % 17) * 0.25f + float(rank);
    for (size_t i = 0; i < shard.size(); ++i)
      shard[i] = float(i % 13);
  }
  std::vector<float> full, shard, out;
};

double busRs(size_t fullBytes, double t) {
  return double(nranks - 1) / nranks * double(fullBytes) / t / 1e9;
}
double busAr(size_t bytes, double t) {
  return 2.0 * double(nranks - 1) / nranks * double(bytes) / t / 1e9;
}

/// Runs with an algorithm forced, restoring the automatic choice after.
std::function<void()> forced(fsdp_rt_collective kind, const char *algo,
                             std::function<void()> op) {
  return [=] {
    require(fsdp_rt_set_algorithm(ctx, kind, algo), "set_algorithm");
    op();
    require(fsdp_rt_set_algorithm(ctx, kind, "auto"), "set_algorithm");
  };
}

/// The cases of the table, for a full buffer of `bytes`.
std::vector<Case> makeCases(Buffers &b, size_t bytes) {
  int count = int(b.shard.size());
  auto rs = [=](double t) { return busRs(bytes, t); };
  auto ar = [=](double t) { return busAr(bytes, t); };
  auto rtRs = [&b] {
    require(fsdp_rt_reduce_scatter(world, b.full.data(), b.shard.data(),
                                   int64_t(b.shard.size()), FSDP_RT_F32,
                                   FSDP_RT_SUM),
            "reduce_scatter");
  };
  auto rtAg = [&b] {
    require(fsdp_rt_all_gather(world, b.shard.data(), b.out.data(),
                               int64_t(b.shard.size()), FSDP_RT_F32),
            "all_gather");
  };
  std::vector<Case> cases;
  cases.push_back({"raw MPI_Reduce_scatter_block",
                   [&b, count] {
                     MPI_Reduce_scatter_block(b.full.data(), b.shard.data(),
                                              count, MPI_FLOAT, MPI_SUM,
                                              MPI_COMM_WORLD);
                   },
                   rs});
  cases.push_back({"raw MPI_Allreduce + keep shard",
                   [&b, count] {
                     MPI_Allreduce(b.full.data(), b.out.data(),
                                   int(b.full.size()), MPI_FLOAT, MPI_SUM,
                                   MPI_COMM_WORLD);
                     std::memcpy(b.shard.data(),
                                 b.out.data() + size_t(rank) * size_t(count),
                                 size_t(count) * 4);
                   },
                   rs});
  cases.push_back({"p2p ring reduce_scatter",
                   forced(FSDP_RT_REDUCE_SCATTER, "ring", rtRs), rs});
  cases.push_back({"fsdp_rt_reduce_scatter", rtRs, rs});
  cases.push_back({"raw MPI_Allgather",
                   [&b, count] {
                     MPI_Allgather(b.shard.data(), count, MPI_FLOAT,
                                   b.out.data(), count, MPI_FLOAT,
                                   MPI_COMM_WORLD);
                   },
                   rs});
  cases.push_back(
      {"p2p ring all_gather", forced(FSDP_RT_ALL_GATHER, "ring", rtAg), rs});
  cases.push_back({"fsdp_rt_all_gather", rtAg, rs});
  cases.push_back({"raw MPI_Allreduce",
                   [&b] {
                     MPI_Allreduce(b.full.data(), b.out.data(),
                                   int(b.full.size()), MPI_FLOAT, MPI_SUM,
                                   MPI_COMM_WORLD);
                   },
                   ar});
  auto rtAr = [&b] {
    require(fsdp_rt_all_reduce(world, b.full.data(), b.out.data(),
                               int64_t(b.full.size()), FSDP_RT_F32,
                               FSDP_RT_SUM),
            "all_reduce");
  };
  cases.push_back({"p2p ring reduce_scatter+all_gather",
                   forced(FSDP_RT_ALL_REDUCE, "ring", rtAr), ar});
  cases.push_back({"fsdp_rt_all_reduce", rtAr, ar});
  return cases;
}

double loadAverage() {
  double load = -1;
  if (FILE *f = std::fopen("/proc/loadavg", "r")) {
    if (std::fscanf(f, "%lf", &load) != 1)
      load = -1;
    std::fclose(f);
  }
  return load;
}

void table() {
  if (rank == 0)
    std::printf("bus bandwidth, f32, %d ranks, GB/s (best of 11 interleaved "
                "rounds; load average %.1f at start)\n",
                nranks, loadAverage());
  for (size_t mib : {1, 16, 64}) {
    size_t bytes = mib << 20;
    Buffers b(bytes);
    std::vector<Case> cases = makeCases(b, bytes);
    runCases(cases);
    auto bw = [&](int i) {
      return cases[size_t(i)].bandwidth(cases[size_t(i)].best);
    };
    // Best raw alternative for each runtime collective.
    double bestOf[] = {0,
                       0,
                       0,
                       std::max({bw(0), bw(1), bw(2)}),
                       0,
                       0,
                       std::max(bw(4), bw(5)),
                       0,
                       0,
                       std::max(bw(7), bw(8))};
    if (rank != 0)
      continue;
    std::printf("%zu MiB\n", mib);
    for (size_t i = 0; i < cases.size(); ++i) {
      if (bestOf[i] > 0)
        std::printf("  %-32s %7.3f   runtime/best-raw %.2f\n",
                    cases[i].name.c_str(), bw(int(i)), bw(int(i)) / bestOf[i]);
      else
        std::printf("  %-32s %7.3f\n", cases[i].name.c_str(), bw(int(i)));
    }
  }
}

void sweep() {
  if (rank == 0)
    std::printf("bus bandwidth GB/s by algorithm (best of 11 rounds; load "
                "average %.1f)\n%10s %10s %10s %10s %10s %10s %10s %10s\n",
                loadAverage(), "bytes", "rs_native", "rs_allred", "rs_ring",
                "ag_native", "ag_ring", "ar_native", "ar_ring");
  for (size_t bytes = size_t(4) << 10; bytes <= (size_t(64) << 20);
       bytes *= 4) {
    Buffers b(bytes);
    std::vector<Case> all = makeCases(b, bytes);
    // native RS, allreduce+shard, ring RS, native AG, ring AG, native AR,
    // ring AR.
    std::vector<Case> cases = {all[0], all[1], all[2], all[4],
                               all[5], all[7], all[8]};
    runCases(cases);
    if (rank == 0) {
      std::printf("%10zu", bytes);
      for (Case &c : cases)
        std::printf(" %10.3f", c.bandwidth(c.best));
      std::printf("\n");
    }
  }
}

/// Stand-in for compute: a dependent FMA chain on a small private array, so
/// it occupies a core without touching the collective's memory.
double spin(double seconds) {
  static std::vector<float> a(1 << 14, 1.0f);
  double t0 = now();
  float acc = 0;
  while (now() - t0 < seconds)
    for (size_t i = 0; i < a.size(); ++i)
      acc = acc * 0.999f + a[i];
  return acc;
}

void overlap() {
  size_t bytes = size_t(64) << 20;
  Buffers b(bytes);
  auto rs = [&] {
    require(fsdp_rt_reduce_scatter(world, b.full.data(), b.shard.data(),
                                   int64_t(b.shard.size()), FSDP_RT_F32,
                                   FSDP_RT_SUM),
            "reduce_scatter");
  };
  double tComm = timeIt(rs);
  if (rank == 0)
    std::printf("async overlap: reduce_scatter of 64 MiB f32, %d ranks; "
                "compute X = time(collective)\n",
                nranks);
  for (bool busy : {true, false}) {
    auto compute = [&] {
      if (busy)
        spin(tComm);
      else
        std::this_thread::sleep_for(std::chrono::duration<double>(tComm));
    };
    double tCompute = timeIt(compute);
    double tBoth = timeIt([&] {
      fsdp_rt_request *req = nullptr;
      require(fsdp_rt_reduce_scatter_start(world, b.full.data(), b.shard.data(),
                                           int64_t(b.shard.size()), FSDP_RT_F32,
                                           FSDP_RT_SUM, &req),
              "reduce_scatter_start");
      compute();
      require(fsdp_rt_wait(req), "wait");
    });
    // 1.0: the collective is fully hidden behind compute; 0: no overlap.
    double hidden = (tComm + tCompute - tBoth) / std::min(tComm, tCompute);
    if (rank == 0)
      std::printf(
          "  %-22s comm %7.1f ms  compute %7.1f ms  start+compute+"
          "wait %7.1f ms  (serial %7.1f ms)  hidden %3.0f%%\n",
          busy ? "busy CPU compute:" : "idle-host compute:", tComm * 1e3,
          tCompute * 1e3, tBoth * 1e3, (tComm + tCompute) * 1e3, 100 * hidden);
  }
}

/// FSDP_RT_DEBUG=detail against the default: a second context created with
/// the variable set, its world group timed against the first's, case by case
/// in interleaved rounds.
void debugCost() {
  setenv("FSDP_RT_DEBUG", "detail", 1);
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "mpi", 0};
  fsdp_rt_context *checked = nullptr;
  require(fsdp_rt_init(&opts, nullptr, nullptr, &checked), "init (detail)");
  unsetenv("FSDP_RT_DEBUG");
  int64_t shape[] = {nranks}, axes[] = {0};
  fsdp_rt_group *checkedWorld = nullptr;
  require(fsdp_rt_group_get(checked, 1, shape, 1, axes, &checkedWorld),
          "group_get (detail)");
  if (rank == 0)
    std::printf("FSDP_RT_DEBUG=detail: time per call, %d ranks, slowest "
                "rank, best of 11 interleaved rounds (load average %.1f)\n",
                nranks, loadAverage());
  for (size_t bytes :
       {size_t(4), size_t(4) << 10, size_t(256) << 10, size_t(4) << 20}) {
    Buffers b(std::max(bytes, size_t(4) * size_t(nranks)));
    int64_t n = int64_t(bytes / 4);
    std::vector<Case> cases{
        {"off",
         [&] {
           require(fsdp_rt_all_reduce(world, b.full.data(), b.out.data(), n,
                                      FSDP_RT_F32, FSDP_RT_SUM),
                   "all_reduce");
         }},
        {"detail", [&] {
           require(fsdp_rt_all_reduce(checkedWorld, b.full.data(), b.out.data(),
                                      n, FSDP_RT_F32, FSDP_RT_SUM),
                   "all_reduce (detail)");
         }}};
    runCases(cases);
    if (rank == 0)
      std::printf("  all_reduce %9zu bytes: off %9.1f us  detail %9.1f us  "
                  "+%.1f us (%.2fx)\n",
                  bytes, cases[0].best * 1e6, cases[1].best * 1e6,
                  (cases[1].best - cases[0].best) * 1e6,
                  cases[1].best / cases[0].best);
  }
  fsdp_rt_finalize(checked);
}

/// One collective kind on the world group, blocking or async.
/// One collective kind on the world group, blocking or async, reading the
/// send side of one buffer set (the shard of an all-gather, the full tensor
/// of a reduce-scatter or all-reduce) and writing the receive side of
/// another (which may be the same).
struct Kind {
  const char *name;
  std::function<void(Buffers &send, Buffers &recv)> blocking;
  std::function<fsdp_rt_request *(Buffers &send, Buffers &recv)> start;
  int ringSteps; ///< Steps of the ring algorithm: N-1, 2(N-1) for all_reduce.
  double sentFactor; ///< Bytes each rank sends per full byte.
};

std::vector<Kind> kinds() {
  double n = nranks;
  auto s = [](Buffers &b) { return int64_t(b.shard.size()); };
  return {
      {"all_gather",
       [=](Buffers &in, Buffers &out) {
         require(fsdp_rt_all_gather(world, in.shard.data(), out.out.data(),
                                    s(in), FSDP_RT_F32),
                 "all_gather");
       },
       [=](Buffers &in, Buffers &out) {
         fsdp_rt_request *r = nullptr;
         require(fsdp_rt_all_gather_start(world, in.shard.data(),
                                          out.out.data(), s(in), FSDP_RT_F32,
                                          &r),
                 "all_gather_start");
         return r;
       },
       nranks - 1, (n - 1) / n},
      {"reduce_scatter",
       [=](Buffers &in, Buffers &out) {
         require(fsdp_rt_reduce_scatter(world, in.full.data(), out.shard.data(),
                                        s(in), FSDP_RT_F32, FSDP_RT_SUM),
                 "reduce_scatter");
       },
       [=](Buffers &in, Buffers &out) {
         fsdp_rt_request *r = nullptr;
         require(fsdp_rt_reduce_scatter_start(world, in.full.data(),
                                              out.shard.data(), s(in),
                                              FSDP_RT_F32, FSDP_RT_SUM, &r),
                 "reduce_scatter_start");
         return r;
       },
       nranks - 1, (n - 1) / n},
      {"all_reduce",
       [=](Buffers &in, Buffers &out) {
         require(fsdp_rt_all_reduce(world, in.full.data(), out.out.data(),
                                    int64_t(in.full.size()), FSDP_RT_F32,
                                    FSDP_RT_SUM),
                 "all_reduce");
       },
       [=](Buffers &in, Buffers &out) {
         fsdp_rt_request *r = nullptr;
         require(fsdp_rt_all_reduce_start(world, in.full.data(), out.out.data(),
                                          int64_t(in.full.size()), FSDP_RT_F32,
                                          FSDP_RT_SUM, &r),
                 "all_reduce_start");
         return r;
       },
       2 * (nranks - 1), 2 * (n - 1) / n},
  };
}

/// Median over single calls of `op`, each after a barrier, then the slowest
/// rank's median: on a loaded host one descheduled call would dominate an
/// average, but not the median.
double medianTime(const std::function<void()> &op, double budget = 0.3) {
  op(); // Warm-up.
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = now();
  op();
  double once = now() - t0;
  MPI_Allreduce(MPI_IN_PLACE, &once, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  int iters =
      int(std::min(301.0, std::max(9.0, budget / std::max(once, 1e-6))));
  std::vector<double> times;
  for (int i = 0; i < iters; ++i) {
    MPI_Barrier(MPI_COMM_WORLD);
    double start = now();
    op();
    times.push_back(now() - start);
  }
  std::sort(times.begin(), times.end());
  double median = times[times.size() / 2];
  MPI_Allreduce(MPI_IN_PLACE, &median, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return median;
}

/// A ring of distinct buffer sets of one size; each call of a collective
/// takes the next set, so that its memory comes in as cold as in a training
/// step. A step all-gathers each parameter's shard once per pass into a
/// fresh buffer and reduce-scatters each gradient once: its collectives find
/// their memory neither in the L2 (2 MiB per core on the development
/// machine) nor in the TLB, while calling a collective again and again on
/// one buffer set measures it hot (all-gather of 256 KiB on 2 ranks: 12 us
/// hot, medians of 33-38 us in traced fsdp-run steps). So the ring holds at
/// least kColdRingBytes of full-size buffers (the shards and outputs come on
/// top), and at least 2 sets. 64 MiB is where the cold figure stops rising:
/// rings of 16 / 64 / 256 MiB gave 33 / 49 / 54 us for that all-gather, and
/// 386 / 775 / 742 us at 4 MiB (the 16 MiB ring, 4 sets of 4 MiB, stays
/// close to hot: 335 us). Only what a collective sends comes from the ring;
/// it receives into one warm buffer set, as a step's outputs come from the
/// allocator's free lists, recently used. Send and receive both cold
/// overshot the step (256 KiB all-gather 50 us, 512 KiB reduce-scatter 109
/// us, where traced steps take 33-40 and 66-85); send cold, receive warm
/// gave 40 and 92 us; receive cold, send warm 32 and 49 us.
/// The 4 KiB point would need 16384 sets and gets kMaxColdSets: a point
/// makes at most 11 x 303 calls on the ring (medianTime; 3 rounds of 3, and
/// the two overlap figures), so it never comes round the ring again, and 4096
/// sets of 4 + 4 + 2 KiB (40 MiB, 3 pages a set, touched in order when built)
/// are still 20 times the L2 and far beyond the TLB's reach. The largest ring,
/// 4 sets at 16 MiB, takes 160 MiB per rank.
constexpr size_t kColdRingBytes = size_t(64) << 20;
constexpr size_t kMaxColdSets = 4096;
constexpr int kCalibrationRounds = 3;

struct Ring {
  explicit Ring(size_t bytes) {
    size_t n =
        std::min(kMaxColdSets,
                 std::max<size_t>(2, (kColdRingBytes + bytes - 1) / bytes));
    sets.reserve(n);
    for (size_t i = 0; i < n; ++i)
      sets.emplace_back(bytes);
  }
  Buffers &next() {
    Buffers &b = sets[at];
    at = (at + 1) % sets.size();
    return b;
  }
  std::vector<Buffers> sets;
  size_t at = 0;
};

void calibrate(const std::string &file) {
  const double spinOn = 50e-6;
  double load = loadAverage();
  double started = now();
  if (rank == 0)
    std::printf("calibration, %d ranks, load average %.1f; times in us "
                "(median of single calls, slowest rank; best of %d rounds but "
                "for the overlap; hot: one buffer set, the rest on a ring of "
                "%zu MiB)\n%-15s %10s %10s %10s %10s %12s %12s %10s\n",
                nranks, load, kCalibrationRounds, kColdRingBytes >> 20,
                "collective", "bytes", "hot", "blocking", "handoff",
                "handoff+poll", "busy gain", "overlap");
  std::string json =
      "{\n  \"measured\": true,\n  \"group_size\": " + std::to_string(nranks) +
      ",\n  \"load_average\": " + std::to_string(load) +
      ",\n  \"cold_ring_bytes\": " + std::to_string(kColdRingBytes) +
      ",\n  \"collectives\": {";
  std::vector<double> smallHandoffs, smallPolled, efficiencies;
  double latency = 0, bandwidth = 0;
  std::vector<Kind> all = kinds();
  for (size_t k = 0; k < all.size(); ++k) {
    Kind &kind = all[k];
    json += std::string(k ? "," : "") + "\n    \"" + kind.name + "\": [";
    int row = 0;
    for (size_t bytes = size_t(4) << 10; bytes <= (size_t(16) << 20);
         bytes *= 4, ++row) {
      // Everything but the hot figure on the cold ring, so that the columns
      // describe the same collective: the hand-off and the overlap gain are
      // differences against the blocking time, and subtracting a cold
      // blocking time from a hot start + wait (or the reverse) would measure
      // the caches, not the hand-off. At 4 KiB, where launch_seconds comes
      // from, the hand-off measured on one buffer set and on the ring agreed
      // within noise (2.6-3.5 us, both ways); above 256 KiB the cold
      // differences are noisier, the cold blocking time varying more.
      Buffers hot(bytes), warm(bytes);
      Ring ring(bytes);
      auto startWait = [&] {
        require(fsdp_rt_wait(kind.start(ring.next(), warm)), "wait");
      };
      // The machine is shared: the figures the profile uses are the best of
      // kCalibrationRounds rounds, interleaved, as in runCases (a load spike
      // of another developer's build made single medians of the 4-16 MiB
      // points 2-5 times too slow, hot and cold alike).
      double tHot = 1e30, tBlock = 1e30, tAsync = 1e30, tPolled = 1e30;
      for (int r = 0; r < kCalibrationRounds; ++r) {
        // The old figure, for comparison only: the same buffers every call.
        tHot = std::min(tHot, medianTime([&] { kind.blocking(hot, hot); }));
        tBlock = std::min(
            tBlock, medianTime([&] { kind.blocking(ring.next(), warm); }));
        // The hand-off: every start goes to the progress thread.
        require(fsdp_rt_set_async_policy(ctx, 0, 0), "set_async_policy");
        tAsync = std::min(tAsync, medianTime(startWait));
        require(fsdp_rt_set_async_policy(ctx, 0, spinOn), "set_async_policy");
        tPolled = std::min(tPolled, medianTime(startWait));
      }
      // Busy compute of the collective's own duration between start and
      // wait: what overlap saves against blocking + compute.
      double tBoth = medianTime([&] {
        fsdp_rt_request *r = kind.start(ring.next(), warm);
        spin(tBlock);
        require(fsdp_rt_wait(r), "wait");
      });
      double tSerial = medianTime([&] {
        kind.blocking(ring.next(), warm);
        spin(tBlock);
      });
      // The link figures come from the cold times too, so that an
      // alpha-beta model built on them agrees with `seconds`.
      if (bytes == (size_t(4) << 10)) {
        smallHandoffs.push_back(tAsync - tBlock);
        smallPolled.push_back(tPolled - tBlock);
        if (k == 0)
          latency = tBlock / kind.ringSteps;
      }
      if (k == 0)
        bandwidth = kind.sentFactor * double(bytes) /
                    std::max(1e-9, tBlock - kind.ringSteps * latency);
      // The share of the collective that the compute beside it hid (the
      // compute is as long as the collective, so all of it could hide).
      double efficiency =
          std::min(1.0, std::max(0.0, (tSerial - tBoth) / tBlock));
      if (bytes >= (size_t(64) << 10))
        efficiencies.push_back(efficiency);
      if (rank == 0)
        std::printf("%-15s %10zu %10.1f %10.1f %10.1f %12.1f %12.1f %10.2f\n",
                    kind.name, bytes, tHot * 1e6, tBlock * 1e6,
                    (tAsync - tBlock) * 1e6, (tPolled - tBlock) * 1e6,
                    (tSerial - tBoth) * 1e6, efficiency);
      char entry[384];
      std::snprintf(entry, sizeof(entry),
                    "%s\n      {\"bytes\": %zu, \"seconds\": %.4g, "
                    "\"hot_seconds\": %.4g, "
                    "\"async_extra_seconds\": %.4g, "
                    "\"async_polled_extra_seconds\": %.4g, "
                    "\"busy_overlap_gain_seconds\": %.4g, "
                    "\"overlap_efficiency\": %.3g}",
                    row ? "," : "", bytes, tBlock, tHot, tAsync - tBlock,
                    tPolled - tBlock, tSerial - tBoth, efficiency);
      json += entry;
    }
    json += "\n    ]";
  }
  require(fsdp_rt_set_async_policy(ctx, 0, 0), "set_async_policy");
  std::sort(smallHandoffs.begin(), smallHandoffs.end());
  std::sort(smallPolled.begin(), smallPolled.end());
  std::sort(efficiencies.begin(), efficiencies.end());
  double efficiency = efficiencies[efficiencies.size() / 2];
  if (rank == 0)
    std::printf("overlap efficiency (median from 64 KiB): %.2f; calibration "
                "took %.0f s\n",
                efficiency, now() - started);
  char tail[640];
  std::snprintf(tail, sizeof(tail),
                "\n  },\n  \"launch_seconds\": %.4g,\n"
                "  \"launch_seconds_polled\": %.4g,\n"
                "  \"overlap_efficiency\": %.3g,\n"
                "  \"link_latency_seconds\": %.4g,\n"
                "  \"link_bytes_per_second\": %.4g\n}\n",
                std::max(0.0, smallHandoffs[smallHandoffs.size() / 2]),
                std::max(0.0, smallPolled[smallPolled.size() / 2]), efficiency,
                latency, bandwidth);
  json += tail;
  if (rank == 0 && !file.empty()) {
    FILE *f = std::fopen(file.c_str(), "w");
    if (!f) {
      std::fprintf(stderr, "cannot write %s\n", file.c_str());
      MPI_Abort(MPI_COMM_WORLD, 1);
    }
    std::fputs(json.c_str(), f);
    std::fclose(f);
    std::printf("wrote %s\n", file.c_str());
  }
}

} // namespace

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "mpi", 0};
  if (fsdp_rt_init(&opts, &argc, &argv, &ctx) != FSDP_RT_OK) {
    std::fprintf(stderr, "init failed: %s\n", fsdp_rt_last_error(nullptr));
    return 1;
  }
  rank = fsdp_rt_rank(ctx);
  nranks = fsdp_rt_size(ctx);
  int64_t shape[] = {nranks}, axes[] = {0};
  require(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &world), "group_get");
  if (mode == "--sweep")
    sweep();
  else if (mode == "--overlap")
    overlap();
  else if (mode == "--debug-cost")
    debugCost();
  else if (mode.rfind("--calibrate", 0) == 0)
    calibrate(mode.size() > 12 ? mode.substr(12) : "");
  else {
    table();
    overlap();
  }
  fsdp_rt_finalize(ctx);
  return 0;
}
