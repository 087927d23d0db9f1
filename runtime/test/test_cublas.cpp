//===- test_cublas.cpp - fsdp_rt_mlir_contract_cuda against the CPU entry -===//
//
// `test_cublas args`: what needs no GPU, run everywhere CUDA headers were
// found: argument checks, loading cuBLAS and its symbol table (when the
// library is installed), the clean failure without a driver.
// `test_cublas absent` (FSDP_RT_CUBLAS_LIBRARY naming no library): the
// clean failure without cuBLAS.
// `test_cublas emulated`: the `gpu` cases on fake/'s host-memory driver and
// loop-nest cuBLAS (FSDP_RT_CUDA_DRIVER, FSDP_RT_CUBLAS_LIBRARY), which
// check the arguments as cuBLAS does: the mapping onto column-major GEMMs,
// the batching and the host staging, without a GPU.
// `test_cublas gpu`: every layout of test_blas.cpp, plus the type pairs and
// batch layouts cuBLAS runs itself, on device buffers, compared with
// fsdp_rt_mlir_contract on the same host data (itself checked against loops
// by test_blas); padding of C must stay untouched. SKIPPED (77) without a
// GPU or without cuBLAS.
//
//===----------------------------------------------------------------------===//

#include "../src/Dtype.h"
#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include <algorithm>
#include <dlfcn.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

using namespace fsdp_rt;
using fsdp_rt_test::contains;

namespace {

constexpr int Bt = FSDP_RT_DIM_BATCH, M = FSDP_RT_DIM_M, N = FSDP_RT_DIM_N,
              K = FSDP_RT_DIM_K;

struct Case {
  const char *name;
  std::vector<std::pair<int, int64_t>> dims;
  std::vector<int> order[3];
  int64_t pad[3] = {0, 0, 0};
  std::vector<int> broadcast[3];
  fsdp_rt_dtype types[3] = {FSDP_RT_F32, FSDP_RT_F32, FSDP_RT_F32};
  bool accumulate = true;
  bool aliasAC = false;
  /// Expected to be staged through the host (no cuBLAS call).
  bool staged = false;
};

/// GEMM calls made by the emulated cuBLAS so far; -1 on the real one.
long (*fakeGemmCalls)() = nullptr;

double load(fsdp_rt_dtype t, const std::vector<char> &buf, int64_t i) {
  switch (t) {
  case FSDP_RT_F32:
    return reinterpret_cast<const float *>(buf.data())[i];
  case FSDP_RT_F64:
    return reinterpret_cast<const double *>(buf.data())[i];
  case FSDP_RT_BF16:
    return bf16ToF32(reinterpret_cast<const uint16_t *>(buf.data())[i]);
  default:
    return f16ToF32(reinterpret_cast<const uint16_t *>(buf.data())[i]);
  }
}

void store(fsdp_rt_dtype t, std::vector<char> &buf, int64_t i, double v) {
  switch (t) {
  case FSDP_RT_F32:
    reinterpret_cast<float *>(buf.data())[i] = float(v);
    return;
  case FSDP_RT_F64:
    reinterpret_cast<double *>(buf.data())[i] = v;
    return;
  case FSDP_RT_BF16:
    reinterpret_cast<uint16_t *>(buf.data())[i] = f32ToBf16(float(v));
    return;
  default:
    reinterpret_cast<uint16_t *>(buf.data())[i] = f32ToF16(float(v));
    return;
  }
}

void run(const Case &c) {
  int nd = int(c.dims.size());
  std::vector<int64_t> strides[3];
  int64_t span[3];
  for (int x = 0; x < 3; ++x) {
    strides[x].assign(nd, 0);
    int64_t stride = 1;
    for (int j = int(c.order[x].size()) - 1; j >= 0; --j) {
      int d = c.order[x][j];
      bool bcast = std::count(c.broadcast[x].begin(), c.broadcast[x].end(), d);
      strides[x][d] = bcast ? 0 : stride;
      if (!bcast)
        stride = stride * c.dims[d].second + c.pad[x];
    }
    span[x] = stride + 3;
  }
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> dist(-1, 1);
  std::vector<char> host[3];
  for (int x = 0; x < 3; ++x) {
    host[x].resize(span[x] * dtypeSize(c.types[x]));
    for (int64_t i = 0; i < span[x]; ++i)
      store(c.types[x], host[x], i, dist(rng));
  }
  std::vector<int64_t> words;
  for (int d = 0; d < nd; ++d)
    words.insert(words.end(), {int64_t(c.dims[d].first), c.dims[d].second,
                               strides[0][d], strides[1][d], strides[2][d]});
  fsdp_rt_dtype aType = c.aliasAC ? c.types[2] : c.types[0];

  // Reference: the CPU entry on host copies.
  std::vector<char> ref[3] = {host[0], host[1], host[2]};
  auto at = [](std::vector<char> &b, fsdp_rt_dtype t) {
    return b.data() + dtypeSize(t);
  };
  CHECK_MSG(fsdp_rt_mlir_contract(
                nullptr, aType, c.types[1], c.types[2], nd, words.data(),
                at(c.aliasAC ? ref[2] : ref[0], aType), at(ref[1], c.types[1]),
                at(ref[2], c.types[2]), c.accumulate) == FSDP_RT_OK,
            std::string(c.name) +
                " (CPU reference): " + fsdp_rt_last_error(nullptr));

  // The same on device buffers.
  char *dev[3];
  for (int x = 0; x < 3; ++x) {
    dev[x] = static_cast<char *>(fsdp_rt_device_alloc(host[x].size()));
    CHECK(dev[x] != nullptr);
    if (!dev[x])
      return;
    mgpuMemcpy(dev[x], host[x].data(), host[x].size(), nullptr);
  }
  long callsBefore = fakeGemmCalls ? fakeGemmCalls() : -1;
  int32_t status = fsdp_rt_mlir_contract_cuda(
      nullptr, aType, c.types[1], c.types[2], nd, words.data(),
      (c.aliasAC ? dev[2] : dev[0]) + dtypeSize(aType),
      dev[1] + dtypeSize(c.types[1]), dev[2] + dtypeSize(c.types[2]),
      c.accumulate);
  CHECK_MSG(status == FSDP_RT_OK,
            std::string(c.name) + ": " + fsdp_rt_last_error(nullptr));
  if (fakeGemmCalls) {
    bool empty = false;
    for (auto &d : c.dims)
      empty |= d.second == 0 && d.first != K;
    bool called = fakeGemmCalls() > callsBefore;
    CHECK_MSG(called == (!c.staged && !empty),
              std::string(c.name) + (called ? ": ran on cuBLAS, expected "
                                              "host staging"
                                            : ": no cuBLAS call"));
  }
  std::vector<char> got(host[2].size());
  mgpuMemcpy(got.data(), dev[2], got.size(), nullptr);
  mgpuStreamSynchronize(nullptr);
  for (int x = 0; x < 3; ++x)
    fsdp_rt_device_free(dev[x]);

  double tol = c.types[2] == FSDP_RT_F64 ? 1e-12 : 1e-5;
  int bad = 0;
  for (int64_t i = 0; i < span[2]; ++i) {
    double g = load(c.types[2], got, i), r = load(c.types[2], ref[2], i);
    bool same = std::isnan(r) ? std::isnan(g)
                              : std::abs(g - r) <= tol * (1 + std::abs(r));
    if (!same && bad++ < 3)
      CHECK_MSG(false, std::string(c.name) + ": element " + std::to_string(i) +
                           " is " + std::to_string(g) + ", the CPU entry's " +
                           std::to_string(r));
  }
}

void testLayouts() {
  std::vector<std::pair<int, int64_t>> mnk = {{M, 7}, {N, 5}, {K, 9}};
  std::vector<Case> cases;
  // cuBLAS in place: both orientations of C, transposed A/B, padding.
  cases.push_back({"plain", mnk, {{0, 2}, {2, 1}, {0, 1}}});
  cases.push_back({"a_transposed", mnk, {{2, 0}, {2, 1}, {0, 1}}});
  cases.push_back({"b_transposed", mnk, {{0, 2}, {1, 2}, {0, 1}}});
  cases.push_back({"c_column_major", mnk, {{0, 2}, {2, 1}, {1, 0}}});
  cases.push_back({"all_transposed", mnk, {{2, 0}, {1, 2}, {1, 0}}});
  Case padded{"padded_views", mnk, {{0, 2}, {2, 1}, {0, 1}}};
  padded.pad[0] = padded.pad[1] = padded.pad[2] = 3;
  cases.push_back(padded);
  // A larger plain GEMM (several cuBLAS tiles).
  cases.push_back(
      {"large", {{M, 300}, {N, 200}, {K, 257}}, {{0, 2}, {2, 1}, {0, 1}}});
  // Batches: one chained batch dim; two that chain; two that do not (outer
  // one looped on the host).
  // C [m, n, b]: neither matrix dimension of C has a unit stride, so cuBLAS
  // cannot write it in place.
  Case batchInnerC{"batch_innermost_in_c",
                   {{M, 4}, {N, 6}, {K, 5}, {Bt, 3}},
                   {{0, 3, 2}, {3, 2, 1}, {0, 1, 3}}};
  batchInnerC.staged = true;
  cases.push_back(batchInnerC);
  cases.push_back({"batch",
                   {{M, 4}, {N, 6}, {K, 5}, {Bt, 3}},
                   {{0, 3, 2}, {3, 2, 1}, {3, 0, 1}}});
  cases.push_back({"batch_chained",
                   {{Bt, 2}, {Bt, 3}, {M, 4}, {N, 6}, {K, 5}},
                   {{0, 1, 2, 4}, {0, 1, 4, 3}, {0, 1, 2, 3}}});
  cases.push_back({"attention_scores",
                   {{Bt, 2}, {Bt, 3}, {M, 4}, {N, 4}, {K, 5}},
                   {{0, 2, 1, 4}, {0, 3, 1, 4}, {0, 1, 2, 3}}});
  cases.push_back({"merged_m",
                   {{M, 2}, {M, 3}, {N, 4}, {K, 5}},
                   {{0, 1, 3}, {3, 2}, {0, 1, 2}}});
  Case bf16{"bf16_into_f32", mnk, {{0, 2}, {1, 2}, {0, 1}}};
  bf16.types[0] = bf16.types[1] = FSDP_RT_BF16;
  cases.push_back(bf16);
  Case f16{"f16_into_f32_batch",
           {{M, 4}, {N, 6}, {K, 5}, {Bt, 3}},
           {{3, 0, 2}, {3, 2, 1}, {3, 0, 1}}};
  f16.types[0] = f16.types[1] = FSDP_RT_F16;
  cases.push_back(f16);
  Case f64{"f64", mnk, {{2, 0}, {2, 1}, {0, 1}}};
  f64.types[0] = f64.types[1] = f64.types[2] = FSDP_RT_F64;
  cases.push_back(f64);
  Case overwrite{"no_accumulate", mnk, {{0, 2}, {1, 2}, {0, 1}}};
  overwrite.accumulate = false;
  cases.push_back(overwrite);
  cases.push_back({"vector_matrix", {{N, 5}, {K, 9}}, {{1}, {1, 0}, {0}}});
  cases.push_back({"dot", {{K, 9}}, {{0}, {0}, {}}});
  cases.push_back({"size_one_dims",
                   {{M, 1}, {N, 5}, {K, 1}, {Bt, 1}},
                   {{3, 0, 2}, {3, 2, 1}, {3, 0, 1}}});
  cases.push_back(
      {"empty_m", {{M, 0}, {N, 5}, {K, 3}}, {{0, 2}, {2, 1}, {0, 1}}});
  Case emptyK{
      "empty_k_overwrites", {{M, 3}, {N, 5}, {K, 0}}, {{0, 2}, {2, 1}, {0, 1}}};
  emptyK.accumulate = false;
  cases.push_back(emptyK);
  // Staged through the host: layouts and type mixes cuBLAS cannot take.
  Case unmergeableC{"unmergeable_c",
                    {{M, 2}, {M, 3}, {N, 4}, {K, 5}},
                    {{0, 1, 3}, {3, 2}, {0, 2, 1}}};
  Case unmergeableK{"unmergeable_k",
                    {{M, 3}, {N, 4}, {K, 2}, {K, 5}},
                    {{0, 2, 3}, {3, 1, 2}, {0, 1}}};
  Case bcast{"broadcast_a", mnk, {{0, 2}, {2, 1}, {0, 1}}};
  bcast.broadcast[0] = {0};
  Case mixed{"bf16_times_f16", mnk, {{0, 2}, {2, 1}, {0, 1}}};
  mixed.types[0] = FSDP_RT_BF16;
  mixed.types[1] = FSDP_RT_F16;
  Case alias{"a_aliases_c", {{M, 6}, {N, 6}, {K, 6}}, {{0, 2}, {2, 1}, {0, 1}}};
  alias.aliasAC = true;
  // An empty sum of a type mix: the staging must not read A or B.
  Case mixedEmptyK{"bf16_times_f16_empty_k",
                   {{M, 3}, {N, 5}, {K, 0}},
                   {{0, 2}, {2, 1}, {0, 1}}};
  mixedEmptyK.types[0] = FSDP_RT_BF16;
  mixedEmptyK.types[1] = FSDP_RT_F16;
  mixedEmptyK.accumulate = false;
  for (Case *c :
       {&unmergeableC, &unmergeableK, &bcast, &mixed, &alias, &mixedEmptyK}) {
    c->staged = true;
    cases.push_back(*c);
  }
  for (const Case &c : cases)
    run(c);
}

/// What needs no GPU: argument checks come before any library is loaded.
void testArguments() {
  int64_t ok[5] = {M, 2, 1, 0, 1};
  float x = 0;
  CHECK_EQ(fsdp_rt_mlir_contract_cuda(nullptr, FSDP_RT_F32, FSDP_RT_F32,
                                      FSDP_RT_BF16, 1, ok, &x, &x, &x, 1),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "contract_cuda: element types"));
  CHECK_EQ(fsdp_rt_mlir_contract_cuda(nullptr, FSDP_RT_F64, FSDP_RT_F32,
                                      FSDP_RT_F32, 1, ok, &x, &x, &x, 1),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "f64 operand"));
  int64_t badRole[5] = {7, 2, 1, 0, 1};
  CHECK_EQ(fsdp_rt_mlir_contract_cuda(nullptr, FSDP_RT_F32, FSDP_RT_F32,
                                      FSDP_RT_F32, 1, badRole, &x, &x, &x, 1),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "has role 7"));
  CHECK_EQ(fsdp_rt_mlir_contract_cuda(nullptr, FSDP_RT_F32, FSDP_RT_F32,
                                      FSDP_RT_F32, 1, ok, nullptr, &x, &x, 1),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "null operand"));

  // cuBLAS loads without a GPU; its symbol table must resolve in full.
  const char *describe = fsdp_rt_cublas_describe();
  if (describe) {
    std::printf("%s\n", describe);
    CHECK(contains(describe, "cuBLAS "));
  } else {
    std::printf("no cuBLAS: %s\n", fsdp_rt_last_error(nullptr));
    CHECK(contains(fsdp_rt_last_error(nullptr), "FSDP_RT_CUBLAS_LIBRARY"));
  }
  // Without a driver a valid call fails cleanly.
  const char *why = nullptr;
  if (fsdp_rt_cuda_probe(&why) == 0) {
    CHECK_EQ(fsdp_rt_mlir_contract_cuda(nullptr, FSDP_RT_F32, FSDP_RT_F32,
                                        FSDP_RT_F32, 1, ok, &x, &x, &x, 1),
             FSDP_RT_UNAVAILABLE);
    CHECK(contains(fsdp_rt_last_error(nullptr), "contract_cuda: "));
  }
}

} // namespace

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "args") {
    testArguments();
  } else if (mode == "absent") {
    // Run with FSDP_RT_CUBLAS_LIBRARY naming no library.
    CHECK(fsdp_rt_cublas_describe() == nullptr);
    CHECK(contains(fsdp_rt_last_error(nullptr), "cuBLAS could not be loaded"));
    int64_t ok[5] = {M, 2, 1, 0, 1};
    float x = 0;
    CHECK_EQ(fsdp_rt_mlir_contract_cuda(nullptr, FSDP_RT_F32, FSDP_RT_F32,
                                        FSDP_RT_F32, 1, ok, &x, &x, &x, 1),
             FSDP_RT_UNAVAILABLE);
    CHECK(contains(fsdp_rt_last_error(nullptr),
                   "contract_cuda: cuBLAS could not be loaded"));
  } else if (mode == "gpu" || mode == "emulated") {
    // emulated: FSDP_RT_CUDA_DRIVER and FSDP_RT_CUBLAS_LIBRARY name the
    // host-memory stand-ins of fake/, which must load.
    bool emulated = mode == "emulated";
    const char *why = nullptr;
    if (fsdp_rt_cuda_probe(&why) == 0) {
      std::printf("%s: %s\n", emulated ? "FAILED" : "SKIPPED", why);
      return emulated ? 1 : 77;
    }
    if (const char *d = fsdp_rt_cublas_describe()) {
      std::printf("%s\n", d);
    } else {
      std::printf("%s: %s\n", emulated ? "FAILED" : "SKIPPED",
                  fsdp_rt_last_error(nullptr));
      return emulated ? 1 : 77;
    }
    if (emulated) {
      void *fake = dlopen(std::getenv("FSDP_RT_CUBLAS_LIBRARY"), RTLD_NOW);
      fakeGemmCalls = fake ? reinterpret_cast<long (*)()>(
                                 dlsym(fake, "fsdp_fake_cublas_gemm_calls"))
                           : nullptr;
      CHECK(fakeGemmCalls != nullptr);
    }
    testLayouts();
  } else {
    std::fprintf(stderr, "usage: %s args|absent|gpu|emulated\n", argv[0]);
    return 2;
  }
  if (fsdp_rt_test::failures())
    return 1;
  std::printf("PASSED\n");
  return 0;
}
