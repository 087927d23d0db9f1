//===- test_blas.cpp - fsdp_rt_mlir_contract against plain loops ----------===//
//
// Every case builds strided operands in a padded buffer from a storage order
// of the contraction's dimensions, runs the contraction, and compares C with
// a float64 loop nest (and checks that the padding of C is untouched).
//
//===----------------------------------------------------------------------===//

#include "../src/Dtype.h"
#include "TestUtil.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <tuple>
#include <vector>

using namespace fsdp_rt;

namespace {

struct Case {
  const char *name;
  /// role and size of each loop dimension.
  std::vector<std::pair<int, int64_t>> dims;
  /// For A, B and C: the loop dimensions in storage order, outer to inner.
  std::vector<int> order[3];
  /// Extra elements after each storage dimension (padding, as in a view of
  /// a larger buffer), and dims whose stride is forced to 0 (broadcast).
  int64_t pad[3] = {0, 0, 0};
  std::vector<int> broadcast[3];
  fsdp_rt_dtype types[3] = {FSDP_RT_F32, FSDP_RT_F32, FSDP_RT_F32};
  bool accumulate = true;
  /// A shares C's buffer (A's values must be read before C is written).
  bool aliasAC = false;
};

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
  // Strides per operand and loop dim; element count of each buffer.
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
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> dist(-1, 1);
  std::vector<char> bufs[3];
  for (int x = 0; x < 3; ++x) {
    bufs[x].resize(span[x] * dtypeSize(c.types[x]));
    for (int64_t i = 0; i < span[x]; ++i)
      store(c.types[x], bufs[x], i, dist(rng));
  }
  if (!c.accumulate) // C's old values must not matter, NaN included.
    for (int64_t i = 0; i < span[2]; ++i)
      store(c.types[2], bufs[2], i, NAN);
  std::vector<char> cBefore = bufs[2];
  // The operands start one element in (a non-zero offset).
  const std::vector<char> &aBuf = c.aliasAC ? bufs[2] : bufs[0];
  fsdp_rt_dtype aType = c.aliasAC ? c.types[2] : c.types[0];

  // Reference over all loop indices, in float64 from the original values.
  std::vector<double> ref(span[2]);
  for (int64_t i = 0; i < span[2]; ++i)
    ref[i] = load(c.types[2], cBefore, i);
  std::vector<bool> written(span[2], false);
  int64_t total = 1;
  for (auto &d : c.dims)
    total *= d.second;
  std::vector<int64_t> idx(nd, 0);
  for (int64_t t = 0; t < total; ++t) {
    int64_t off[3] = {1, 1, 1};
    for (int d = 0; d < nd; ++d)
      for (int x = 0; x < 3; ++x)
        off[x] += idx[d] * strides[x][d];
    if (!c.accumulate && !written[off[2]])
      ref[off[2]] = 0;
    written[off[2]] = true;
    ref[off[2]] +=
        load(aType, aBuf, off[0]) * load(c.types[1], bufs[1], off[1]);
    for (int d = nd - 1; d >= 0; --d) {
      if (++idx[d] < c.dims[d].second)
        break;
      idx[d] = 0;
    }
  }
  // An empty k sum still defines C when not accumulating.
  if (!c.accumulate && total == 0) {
    int64_t mnb = 1;
    for (auto &d : c.dims)
      if (d.first != FSDP_RT_DIM_K)
        mnb *= d.second;
    std::vector<int64_t> j(nd, 0);
    for (int64_t t = 0; t < mnb; ++t) {
      int64_t off = 1;
      for (int d = 0; d < nd; ++d)
        off += j[d] * strides[2][d];
      ref[off] = 0;
      written[off] = true;
      for (int d = nd - 1; d >= 0; --d) {
        if (c.dims[d].first == FSDP_RT_DIM_K)
          continue;
        if (++j[d] < c.dims[d].second)
          break;
        j[d] = 0;
      }
    }
  }

  std::vector<int64_t> words;
  for (int d = 0; d < nd; ++d) {
    words.insert(words.end(), {int64_t(c.dims[d].first), c.dims[d].second,
                               strides[0][d], strides[1][d], strides[2][d]});
  }
  auto at = [](std::vector<char> &b, fsdp_rt_dtype t) {
    return b.data() + dtypeSize(t);
  };
  int32_t status = fsdp_rt_mlir_contract(
      nullptr, aType, c.types[1], c.types[2], nd, words.data(),
      at(c.aliasAC ? bufs[2] : bufs[0], aType), at(bufs[1], c.types[1]),
      at(bufs[2], c.types[2]), c.accumulate);
  CHECK_MSG(status == FSDP_RT_OK,
            std::string(c.name) + ": " + fsdp_rt_last_error(nullptr));
  double tol = c.types[2] == FSDP_RT_F64 ? 1e-12 : 1e-5;
  int bad = 0;
  for (int64_t i = 0; i < span[2]; ++i) {
    double got = load(c.types[2], bufs[2], i);
    bool ok = written[i]
                  ? std::abs(got - ref[i]) <= tol * (1 + std::abs(ref[i]))
                  : std::memcmp(bufs[2].data() + i * dtypeSize(c.types[2]),
                                cBefore.data() + i * dtypeSize(c.types[2]),
                                dtypeSize(c.types[2])) == 0;
    if (!ok && bad++ < 3)
      CHECK_MSG(false, std::string(c.name) + ": element " + std::to_string(i) +
                           (written[i] ? "" : " (padding)") + " is " +
                           std::to_string(got) + ", expected " +
                           std::to_string(ref[i]));
  }
}

constexpr int Bt = FSDP_RT_DIM_BATCH, M = FSDP_RT_DIM_M, N = FSDP_RT_DIM_N,
              K = FSDP_RT_DIM_K;

void testLayouts() {
  // Loop dims: 0 = m, 1 = n, 2 = k unless said otherwise.
  std::vector<std::pair<int, int64_t>> mnk = {{M, 7}, {N, 5}, {K, 9}};
  std::vector<Case> cases;
  cases.push_back({"plain", mnk, {{0, 2}, {2, 1}, {0, 1}}});
  cases.push_back({"a_transposed", mnk, {{2, 0}, {2, 1}, {0, 1}}});
  cases.push_back({"b_transposed", mnk, {{0, 2}, {1, 2}, {0, 1}}});
  cases.push_back({"c_column_major", mnk, {{0, 2}, {2, 1}, {1, 0}}});
  cases.push_back({"all_transposed", mnk, {{2, 0}, {1, 2}, {1, 0}}});
  Case padded{"padded_views", mnk, {{0, 2}, {2, 1}, {0, 1}}};
  padded.pad[0] = padded.pad[1] = padded.pad[2] = 3;
  cases.push_back(padded);
  // Batch dim 3, stored in the middle of A and last in C.
  cases.push_back({"batch",
                   {{M, 4}, {N, 6}, {K, 5}, {Bt, 3}},
                   {{0, 3, 2}, {3, 2, 1}, {0, 1, 3}}});
  // Two m dims that merge in A and C ([b, s] x [s, d] style).
  cases.push_back({"merged_m",
                   {{M, 2}, {M, 3}, {N, 4}, {K, 5}},
                   {{0, 1, 3}, {3, 2}, {0, 1, 2}}});
  // Two m dims that do not merge in C (n between them): C is packed.
  cases.push_back({"unmergeable_c",
                   {{M, 2}, {M, 3}, {N, 4}, {K, 5}},
                   {{0, 1, 3}, {3, 2}, {0, 2, 1}}});
  // Two k dims that do not merge in B: B is packed.
  cases.push_back({"unmergeable_k",
                   {{M, 3}, {N, 4}, {K, 2}, {K, 5}},
                   {{0, 2, 3}, {3, 1, 2}, {0, 1}}});
  // Attention-like: batch dims b, h; A [b, s, h, d], B [b, t, h, d].
  cases.push_back({"attention_scores",
                   {{Bt, 2}, {Bt, 3}, {M, 4}, {N, 4}, {K, 5}},
                   {{0, 2, 1, 4}, {0, 3, 1, 4}, {0, 1, 2, 3}}});
  Case bcast{"broadcast_a", mnk, {{0, 2}, {2, 1}, {0, 1}}};
  bcast.broadcast[0] = {0};
  cases.push_back(bcast);
  Case bf16{"bf16_inputs", mnk, {{0, 2}, {2, 1}, {0, 1}}};
  bf16.types[0] = FSDP_RT_BF16;
  bf16.types[1] = FSDP_RT_F16;
  cases.push_back(bf16);
  Case f64{"f64", mnk, {{2, 0}, {2, 1}, {0, 1}}};
  f64.types[0] = f64.types[1] = f64.types[2] = FSDP_RT_F64;
  cases.push_back(f64);
  Case overwrite{"no_accumulate", mnk, {{0, 2}, {1, 2}, {0, 1}}};
  overwrite.accumulate = false;
  cases.push_back(overwrite);
  Case alias{"a_aliases_c", {{M, 6}, {N, 6}, {K, 6}}, {{0, 2}, {2, 1}, {0, 1}}};
  alias.aliasAC = true;
  cases.push_back(alias);
  cases.push_back({"vector_matrix", {{N, 5}, {K, 9}}, {{1}, {1, 0}, {0}}});
  cases.push_back({"size_one_dims",
                   {{M, 1}, {N, 5}, {K, 1}, {Bt, 1}},
                   {{3, 0, 2}, {3, 2, 1}, {3, 0, 1}}});
  cases.push_back(
      {"empty_m", {{M, 0}, {N, 5}, {K, 3}}, {{0, 2}, {2, 1}, {0, 1}}});
  Case emptyK{
      "empty_k_overwrites", {{M, 3}, {N, 5}, {K, 0}}, {{0, 2}, {2, 1}, {0, 1}}};
  emptyK.accumulate = false;
  cases.push_back(emptyK);
  for (const Case &c : cases)
    run(c);
}

/// C = A * B of one m x n x k product (even sizes) with A, B and C stored
/// as `layout` says, returned in row-major order. Letters: a, b, c store
/// that operand transposed (A k-major, B n-major, C column-major); p pads
/// every row and starts one element in (4-byte aligned only); g puts a gap
/// in the middle of every operand's outer dimension, as when a gathered
/// parameter is a slice of a bucket (its rows come from each rank's part).
std::vector<float> productIn(const std::vector<float> &a,
                             const std::vector<float> &b, int64_t m, int64_t n,
                             int64_t k, const std::string &layout) {
  auto has = [&](char f) { return layout.find(f) != std::string::npos; };
  int64_t pad = has('p') ? 3 : 0, gap = has('g') ? 5 : 0;
  int64_t start = has('p') ? 1 : 0;
  // Each loop dim l in {m, n, k} is split in halves (hi, lo); strides[x][2l]
  // and [2l + 1] are those of operand x, whose roles are (rows, cols).
  int64_t size[3] = {m, n, k};
  int roles[3][2] = {{0, 2}, {2, 1}, {0, 1}}; // A: m x k, B: k x n, C: m x n
  bool transposed[3] = {has('a'), has('b'), has('c')};
  int64_t strides[3][6] = {}, span[3];
  for (int x = 0; x < 3; ++x) {
    int outer = roles[x][transposed[x]], inner = roles[x][!transposed[x]];
    int64_t pitch = size[inner] + pad;
    strides[x][2 * inner] = size[inner] / 2;
    strides[x][2 * inner + 1] = 1;
    strides[x][2 * outer] = size[outer] / 2 * pitch + gap;
    strides[x][2 * outer + 1] = pitch;
    span[x] = start + 2 * strides[x][2 * outer];
  }
  auto offset = [&](int x, int64_t r, int64_t c) {
    int64_t idx[3] = {0, 0, 0};
    idx[roles[x][0]] = r;
    idx[roles[x][1]] = c;
    int64_t off = start;
    for (int l = 0; l < 3; ++l)
      off += idx[l] / (size[l] / 2) * strides[x][2 * l] +
             idx[l] % (size[l] / 2) * strides[x][2 * l + 1];
    return off;
  };
  std::vector<float> buf[3];
  for (int x = 0; x < 3; ++x)
    buf[x].assign(span[x], NAN);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < k; ++j)
      buf[0][offset(0, i, j)] = a[i * k + j];
  for (int64_t i = 0; i < k; ++i)
    for (int64_t j = 0; j < n; ++j)
      buf[1][offset(1, i, j)] = b[i * n + j];
  const int role[3] = {M, N, K};
  std::vector<int64_t> words;
  for (int l = 0; l < 3; ++l)
    for (int half = 0; half < 2; ++half)
      words.insert(words.end(),
                   {int64_t(role[l]), half ? size[l] / 2 : 2,
                    strides[0][2 * l + half], strides[1][2 * l + half],
                    strides[2][2 * l + half]});
  int32_t status = fsdp_rt_mlir_contract(
      nullptr, FSDP_RT_F32, FSDP_RT_F32, FSDP_RT_F32, 6, words.data(),
      buf[0].data() + start, buf[1].data() + start, buf[2].data() + start,
      /*accumulate=*/0);
  CHECK_MSG(status == FSDP_RT_OK, layout + ": " + fsdp_rt_last_error(nullptr));
  std::vector<float> c(m * n);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      c[i * n + j] = buf[2][offset(2, i, j)];
  return c;
}

/// The same values in the same orientation give bitwise the same product
/// whatever the offsets, padding and gaps: the library's GEMM variants
/// (OpenBLAS's NN and NT kernels) round differently, and the runtime once
/// packed a gapped operand into the other orientation, so a bucketed FSDP
/// step (whose gathered weights are gapped slices of a bucket) computed
/// other bits than DDP.
void testLayoutIndependence() {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1, 1);
  for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{16, 32, 32},
                         {16, 32, 128},
                         {6, 8, 300},
                         {2, 2, 16}}) {
    std::vector<float> a(m * k), b(k * n);
    for (float &v : a)
      v = dist(rng);
    for (float &v : b)
      v = dist(rng);
    for (std::string orientation : {"", "a", "b", "c", "ab", "abc"}) {
      std::vector<float> ref = productIn(a, b, m, n, k, orientation);
      for (const char *variant : {"p", "g", "pg"}) {
        std::string layout = orientation + variant;
        std::vector<float> got = productIn(a, b, m, n, k, layout);
        int differ = 0;
        for (size_t i = 0; i < ref.size(); ++i)
          differ += std::memcmp(&got[i], &ref[i], sizeof(float)) != 0;
        CHECK_MSG(differ == 0, std::to_string(m) + "x" + std::to_string(n) +
                                   "x" + std::to_string(k) + " layout '" +
                                   layout + "': " + std::to_string(differ) +
                                   " element(s) differ from '" + orientation +
                                   "'");
      }
    }
  }
}

void testErrors() {
  float a[4] = {1, 2, 3, 4}, b[4] = {1, 2, 3, 4}, c[4] = {};
  int64_t badRole[5] = {7, 2, 1, 1, 1};
  CHECK_EQ(fsdp_rt_mlir_contract(nullptr, FSDP_RT_F32, FSDP_RT_F32, FSDP_RT_F32,
                                 1, badRole, a, b, c, 1),
           int32_t(FSDP_RT_INVALID_ARGUMENT));
  CHECK(fsdp_rt_test::contains(fsdp_rt_last_error(nullptr), "role 7"));
  int64_t ok[5] = {FSDP_RT_DIM_K, 4, 1, 1, 0};
  CHECK_EQ(fsdp_rt_mlir_contract(nullptr, FSDP_RT_F32, FSDP_RT_F32,
                                 FSDP_RT_BF16, 1, ok, a, b, c, 1),
           int32_t(FSDP_RT_INVALID_ARGUMENT));
  CHECK(fsdp_rt_test::contains(fsdp_rt_last_error(nullptr), "f32 or f64"));
  CHECK_EQ(fsdp_rt_mlir_contract(nullptr, FSDP_RT_F32, FSDP_RT_F32, FSDP_RT_F32,
                                 1, ok, a, b, c, 1),
           int32_t(FSDP_RT_OK));
  CHECK(c[0] == 30.0f);
  CHECK_EQ(int(fsdp_rt_set_num_threads(0)), int(FSDP_RT_INVALID_ARGUMENT));
  CHECK_EQ(int(fsdp_rt_set_num_threads(1)), int(FSDP_RT_OK));
  const char *desc = fsdp_rt_blas_describe();
  CHECK(desc && fsdp_rt_test::contains(desc, "1 thread"));
  if (desc)
    std::printf("test_blas: %s\n", desc);
}

} // namespace

int main() {
  testLayouts();
  testLayoutIndependence();
  testErrors();
  if (fsdp_rt_test::failures())
    std::fprintf(stderr, "%d check(s) failed\n", fsdp_rt_test::failures());
  else
    std::printf("test_blas: all checks passed\n");
  return fsdp_rt_test::failures() != 0;
}
