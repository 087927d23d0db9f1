//===- Blas.cpp - Contractions of compiled code on a CBLAS library --------===//
//
// fsdp_rt_mlir_contract maps a strided contraction with any number of batch,
// m, n and k dimensions onto one GEMM per batch index of a CBLAS library
// loaded with dlopen (so the runtime builds and loads without one). It merges
// the dimensions of each role where the strides allow and copies an operand
// into contiguous scratch only when the library cannot read it in place.
//
//===----------------------------------------------------------------------===//

#include "ContractionDims.h"
#include "Dtype.h"
#include "DynamicLibrary.h"
#include "Errors.h"

#include <dlfcn.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

using namespace fsdp_rt;
using namespace fsdp_rt::contraction;

namespace {

// CBLAS enumerators (cblas.h); the ABI passes them as int.
constexpr int kRowMajor = 101, kColMajor = 102, kNoTrans = 111, kTrans = 112;

using SgemmFn = void (*)(int, int, int, int, int, int, float, const float *,
                         int, const float *, int, float, float *, int);
using DgemmFn = void (*)(int, int, int, int, int, int, double, const double *,
                         int, const double *, int, double, double *, int);

struct BlasLibrary {
  std::string path;
  std::string description;
  SgemmFn sgemm = nullptr;
  DgemmFn dgemm = nullptr;
  // OpenBLAS.
  void (*openblasSetThreads)(int) = nullptr;
  int (*openblasGetThreads)() = nullptr;
  char *(*openblasCorename)() = nullptr;
  char *(*openblasConfig)() = nullptr;
  // BLIS (dim_t is int64_t).
  void (*blisSetThreads)(int64_t) = nullptr;
  int64_t (*blisGetThreads)() = nullptr;
  const char *(*blisVersion)() = nullptr;
};

bool envSet(const char *name) {
  const char *v = std::getenv(name);
  return v && *v;
}

/// OpenBLAS 0.3.21 (Debian 12) picks its generic Prescott kernels on CPU
/// models it does not know, such as recent Xeons under a hypervisor: 4
/// GFLOP/s instead of ~110 for the same sgemm. Choosing the kernel family
/// from the instruction set extensions is always at least as good.
void chooseOpenblasCoreType() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (envSet("OPENBLAS_CORETYPE"))
    return;
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
    setenv("OPENBLAS_CORETYPE", "SkylakeX", 0);
  else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    setenv("OPENBLAS_CORETYPE", "Haswell", 0);
#endif
}

LoadResult<BlasLibrary> load() {
  LoadResult<BlasLibrary> r;
  // A library the user names is the only candidate: silently running on
  // another would hide the mistake.
  std::vector<std::string> candidates;
  if (const char *env = std::getenv("FSDP_RT_BLAS_LIBRARY"); env && *env) {
    candidates.push_back(env);
  } else {
    candidates.push_back("libopenblas.so.0");
    candidates.push_back("libblis.so.4");
  }
  chooseOpenblasCoreType();
  std::string errors;
  void *handle = openFirstLibrary(candidates, r.lib.path, errors);
  if (!handle) {
    r.why = "no BLAS library could be loaded (" + errors +
            "); install libopenblas0 (scripts/install-deps.sh) or set "
            "FSDP_RT_BLAS_LIBRARY to a CBLAS library";
    return r;
  }
  BlasLibrary &l = r.lib;
  auto sym = [&](const char *name) { return dlsym(handle, name); };
  l.sgemm = reinterpret_cast<SgemmFn>(sym("cblas_sgemm"));
  l.dgemm = reinterpret_cast<DgemmFn>(sym("cblas_dgemm"));
  if (!l.sgemm || !l.dgemm) {
    r.why = "BLAS library " + l.path + " lacks cblas_sgemm/cblas_dgemm";
    return r;
  }
  l.openblasSetThreads =
      reinterpret_cast<void (*)(int)>(sym("openblas_set_num_threads"));
  l.openblasGetThreads =
      reinterpret_cast<int (*)()>(sym("openblas_get_num_threads"));
  l.openblasCorename =
      reinterpret_cast<char *(*)()>(sym("openblas_get_corename"));
  l.openblasConfig = reinterpret_cast<char *(*)()>(sym("openblas_get_config"));
  l.blisSetThreads =
      reinterpret_cast<void (*)(int64_t)>(sym("bli_thread_set_num_threads"));
  l.blisGetThreads =
      reinterpret_cast<int64_t (*)()>(sym("bli_thread_get_num_threads"));
  l.blisVersion =
      reinterpret_cast<const char *(*)()>(sym("bli_info_get_version_str"));
  // One thread per rank unless the user asked for more: ranks usually fill
  // the cores already.
  if (l.openblasSetThreads && !envSet("OPENBLAS_NUM_THREADS") &&
      !envSet("GOTO_NUM_THREADS") && !envSet("OMP_NUM_THREADS"))
    l.openblasSetThreads(1);
  else if (l.blisSetThreads && !l.openblasSetThreads &&
           !envSet("BLIS_NUM_THREADS") && !envSet("OMP_NUM_THREADS"))
    l.blisSetThreads(1);
  r.ok = true;
  return r;
}

const BlasLibrary *blasLibrary(std::string *why) {
  static const LoadResult<BlasLibrary> result = load();
  return loadedLibrary(result, why);
}

int currentThreads(const BlasLibrary &l) {
  if (l.openblasGetThreads)
    return l.openblasGetThreads();
  if (l.blisGetThreads)
    return int(l.blisGetThreads());
  return 1;
}

std::string describe(const BlasLibrary &l) {
  std::string s;
  if (l.openblasConfig) {
    std::string config = l.openblasConfig();
    // "OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH ...": keep name and version.
    size_t second = config.find(' ', config.find(' ') + 1);
    s = config.substr(0, second);
    if (l.openblasCorename)
      s += std::string(" (") + l.openblasCorename() + " kernels";
    else
      s += " (";
  } else if (l.blisVersion) {
    s = std::string("BLIS ") + l.blisVersion() + " (";
  } else {
    s = l.path + " (";
  }
  int t = currentThreads(l);
  if (s.back() != '(')
    s += ", ";
  s += std::to_string(t) + (t == 1 ? " thread)" : " threads)");
  return s;
}

//===----------------------------------------------------------------------===//
// Strided views and packing
//===----------------------------------------------------------------------===//

double loadElem(fsdp_rt_dtype t, const char *p) {
  switch (t) {
  case FSDP_RT_F32:
    return *reinterpret_cast<const float *>(p);
  case FSDP_RT_F64:
    return *reinterpret_cast<const double *>(p);
  case FSDP_RT_BF16:
    return bf16ToF32(*reinterpret_cast<const uint16_t *>(p));
  default:
    return f16ToF32(*reinterpret_cast<const uint16_t *>(p));
  }
}

/// Copies `count` elements of `Size` bytes, `stride` elements apart at
/// `strided`, to (or, with `back`, from) the dense run at `dense`: a
/// memcpy of a fixed size is one load and one store, of a runtime size a
/// call.
template <size_t Size>
void copyElements(char *strided, int64_t stride, char *dense, int64_t count,
                  bool back) {
  for (int64_t i = 0; i < count; ++i) {
    char *e = strided + i * stride * int64_t(Size);
    if (back)
      std::memcpy(e, dense + i * int64_t(Size), Size);
    else
      std::memcpy(dense + i * int64_t(Size), e, Size);
  }
}

/// Copies the strided `sizes`/`strides` view at `src` to (or, with `back`,
/// from) the dense row-major array at `dense`, converting from `srcType` to
/// `denseType` (exact: the dense type is never narrower).
void copyStrided(const char *src, fsdp_rt_dtype srcType, char *dense,
                 fsdp_rt_dtype denseType, const std::vector<int64_t> &sizes,
                 const std::vector<int64_t> &strides, bool back) {
  size_t srcSize = dtypeSize(srcType), denseSize = dtypeSize(denseType);
  int rank = int(sizes.size());
  int64_t inner = rank ? sizes[rank - 1] : 1;
  int64_t innerStride = rank ? strides[rank - 1] : 0;
  std::vector<int64_t> index(std::max(rank - 1, 0), 0);
  int64_t outer = 1;
  for (int d = 0; d + 1 < rank; ++d)
    outer *= sizes[d];
  char *out = dense;
  for (int64_t o = 0; o < outer; ++o) {
    int64_t offset = 0;
    for (int d = 0; d + 1 < rank; ++d)
      offset += index[d] * strides[d];
    char *row = const_cast<char *>(src) + offset * int64_t(srcSize);
    if (srcType == denseType && innerStride == 1) {
      if (back)
        std::memcpy(row, out, inner * srcSize);
      else
        std::memcpy(out, row, inner * srcSize);
    } else if (srcType == denseType) {
      switch (srcSize) {
      case 1:
        copyElements<1>(row, innerStride, out, inner, back);
        break;
      case 2:
        copyElements<2>(row, innerStride, out, inner, back);
        break;
      case 4:
        copyElements<4>(row, innerStride, out, inner, back);
        break;
      default:
        copyElements<8>(row, innerStride, out, inner, back);
        break;
      }
    } else {
      // Widening only happens on the way in (A and B).
      for (int64_t i = 0; i < inner; ++i) {
        double v = loadElem(srcType, row + i * innerStride * int64_t(srcSize));
        if (denseType == FSDP_RT_F32)
          reinterpret_cast<float *>(out)[i] = float(v);
        else
          reinterpret_cast<double *>(out)[i] = v;
      }
    }
    out += inner * denseSize;
    for (int d = rank - 2; d >= 0; --d) {
      if (++index[d] < sizes[d])
        break;
      index[d] = 0;
    }
  }
}

/// Row-major GEMM operand fit: element (r, c) of a rows x cols matrix at
/// r*rs + c*cs. Either NoTrans (c contiguous, ld = rs) or Trans (r
/// contiguous, ld = cs).
bool fitRowMajor(int64_t rows, int64_t cols, int64_t rs, int64_t cs, int &trans,
                 int64_t &ld) {
  MatrixFit fit = fitMatrix(rows, cols, rs, cs, ld);
  trans = fit == MatrixFit::Transposed ? kTrans : kNoTrans;
  return fit != MatrixFit::None;
}

/// The boundary every operand the library reads starts at. BLAS kernels
/// peel to an aligned address first (OpenBLAS's AVX-512 gemv and small
/// GEMMs), so the same product rounds differently from another alignment:
/// a parameter gathered into a bucket at an offset computed what the
/// unbucketed step did not. Operands off it are packed (cache-line sized).
constexpr uintptr_t kAlignment = 64;

/// A strided or packed operand during one contraction.
struct View {
  const char *data = nullptr;
  fsdp_rt_dtype dtype = FSDP_RT_F32;
  std::vector<int64_t> strides; // per dimension of the contraction
  std::vector<char> scratch;    // holds the packed copy, if any
  bool packed = false;

  /// `bytes` of scratch at a kAlignment-byte boundary.
  char *alignedScratch(size_t bytes) {
    scratch.resize(bytes + kAlignment);
    auto at = reinterpret_cast<uintptr_t>(scratch.data());
    return scratch.data() + (kAlignment - at % kAlignment) % kAlignment;
  }
};

// The matrix roles of each operand (rows, columns of A = m x k, B = k x n,
// C = m x n).
constexpr int kRowRole[3] = {FSDP_RT_DIM_M, FSDP_RT_DIM_K, FSDP_RT_DIM_M};
constexpr int kColRole[3] = {FSDP_RT_DIM_K, FSDP_RT_DIM_N, FSDP_RT_DIM_N};

/// One call of `contract` on the library: its dimensions in canonical order
/// (size-1 ones dropped), the operands as views (in place, or packed into
/// scratch of C's type), and the GEMM it becomes.
class Contraction {
public:
  Contraction(std::vector<Dim> dims, const fsdp_rt_dtype types[3],
              const void *const ptrs[3], int64_t m, int64_t n, int64_t k,
              int64_t batchTotal, bool accumulate)
      : all(std::move(dims)), nd(int(all.size())), cType(types[C]),
        cSize(dtypeSize(types[C])), m(m), n(n), k(k), batchTotal(batchTotal),
        accumulate(accumulate) {
    sortCanonical(all);
    for (const Dim &d : all)
      sizes.push_back(d.size);
    for (int x = 0; x < 3; ++x) {
      views[x].data = static_cast<const char *>(ptrs[x]);
      views[x].dtype = types[x];
      for (const Dim &d : all)
        views[x].strides.push_back(d.stride[x]);
    }
    cOut = static_cast<char *>(const_cast<void *>(ptrs[C]));
  }

  /// Runs it; a failure as `contract` returns it.
  Status run(const BlasLibrary &lib);

private:
  /// Merges the dims of `role` of operand x into one: its innermost stride,
  /// or false when the strides do not chain.
  bool merged(int x, int role, int64_t &stride) const;
  /// The two matrix roles of operand x in the order x stores them: the role
  /// with the smaller innermost stride last. Whether x's dims chain does not
  /// enter, so a view split into non-chaining pieces along its outer
  /// dimension (a parameter gathered as a slice of a bucket, rows from each
  /// rank's shard) keeps the orientation of the contiguous tensor.
  void storedOrder(int x, int &outer, int &inner) const;
  /// Packs operand x into scratch of C's type, with the dense layout of its
  /// dims: batch dims, then its two matrix roles in the order x stores them
  /// (storedOrder), each role's dims in canonical order. The GEMM variant
  /// (which operand is transposed) so follows the operand's orientation
  /// only, never its offsets or padding: the library's variants round
  /// differently (OpenBLAS's NN and NT sgemm disagree in the last bit on a
  /// 16x32x32 product), and a bucketed step must compute what the
  /// unbucketed one does.
  void pack(int x, bool copyIn);
  /// Writes the packed C back to the caller's strided C.
  void unpackC();
  /// The bytes operand x spans, [lo, hi).
  void range(int x, const char *&lo, const char *&hi) const;
  /// A and B: widened from narrower types, and copied where they overlap C
  /// (the library reads them while writing C) or do not merge.
  void packInputs();
  /// C decides the layout (row- or column-major, packed in its own
  /// orientation when neither fits), with its leading dimension.
  void chooseLayout();
  /// A and B as they are, transposed or packed, under `layout`; false when
  /// a packed operand still does not fit.
  bool fitInputs();
  /// One GEMM per batch index.
  void runGemms(const BlasLibrary &lib);

  std::vector<Dim> all;
  int nd;
  std::vector<int64_t> sizes;
  View views[3];
  char *cOut;
  fsdp_rt_dtype cType;
  size_t cSize;
  int64_t m, n, k, batchTotal;
  bool accumulate;
  bool cPacked = false;
  int layout = kRowMajor, cTrans = kNoTrans, trans[2] = {kNoTrans, kNoTrans};
  int64_t cRs = 0, cCs = 0, ldc = 0, ld[2] = {0, 0};
};

bool Contraction::merged(int x, int role, int64_t &stride) const {
  stride = 0;
  int prev = -1;
  for (int i = 0; i < nd; ++i) {
    if (all[i].role != role)
      continue;
    if (prev >= 0 && views[x].strides[prev] != views[x].strides[i] * sizes[i])
      return false;
    prev = i;
    stride = views[x].strides[i];
  }
  return true;
}

void Contraction::storedOrder(int x, int &outer, int &inner) const {
  auto innermost = [&](int role) {
    int64_t best = INT64_MAX;
    for (const Dim &d : all)
      if (d.role == role && d.stride[x] != 0)
        best = std::min(best, std::abs(d.stride[x]));
    return best;
  };
  bool transposed = innermost(kRowRole[x]) < innermost(kColRole[x]);
  outer = transposed ? kColRole[x] : kRowRole[x];
  inner = transposed ? kRowRole[x] : kColRole[x];
}

void Contraction::pack(int x, bool copyIn) {
  View &v = views[x];
  std::vector<int64_t> subSizes, subStrides;
  std::vector<int> which;
  int outer, inner;
  storedOrder(x, outer, inner);
  for (int role : {int(FSDP_RT_DIM_BATCH), outer, inner})
    for (int i = 0; i < nd; ++i)
      if (all[i].role == role) {
        which.push_back(i);
        subSizes.push_back(sizes[i]);
        subStrides.push_back(v.strides[i]);
      }
  int64_t count = 1;
  for (int64_t s : subSizes)
    count *= s;
  char *dense = v.alignedScratch(size_t(count) * cSize);
  if (copyIn)
    copyStrided(v.data, v.dtype, dense, cType, subSizes, subStrides, false);
  int64_t stride = 1;
  for (int j = int(which.size()) - 1; j >= 0; --j) {
    v.strides[which[j]] = stride;
    stride *= subSizes[j];
  }
  v.data = dense;
  v.dtype = cType;
  v.packed = true;
}

void Contraction::unpackC() {
  std::vector<int64_t> cSizes, cStrides;
  int outer, inner;
  storedOrder(C, outer, inner);
  for (int role : {int(FSDP_RT_DIM_BATCH), outer, inner})
    for (int i = 0; i < nd; ++i)
      if (all[i].role == role) {
        cSizes.push_back(sizes[i]);
        cStrides.push_back(all[i].stride[C]);
      }
  copyStrided(cOut, cType, const_cast<char *>(views[C].data), cType, cSizes,
              cStrides, true);
}

void Contraction::range(int x, const char *&lo, const char *&hi) const {
  int64_t l = 0, h = 0;
  for (int i = 0; i < nd; ++i) {
    int64_t span = (sizes[i] - 1) * views[x].strides[i];
    (span < 0 ? l : h) += span;
  }
  size_t es = dtypeSize(views[x].dtype);
  lo = views[x].data + l * int64_t(es);
  hi = views[x].data + (h + 1) * int64_t(es);
}

void Contraction::packInputs() {
  const char *cLo, *cHi;
  range(C, cLo, cHi);
  for (int x : {A, B}) {
    const char *lo, *hi;
    range(x, lo, hi);
    bool overlaps = lo < cHi && cLo < hi;
    int64_t unused;
    bool mergeable = true;
    for (int role : {FSDP_RT_DIM_M, FSDP_RT_DIM_N, FSDP_RT_DIM_K})
      if (hasRole(x, role))
        mergeable = mergeable && merged(x, role, unused);
    bool aligned = reinterpret_cast<uintptr_t>(views[x].data) % kAlignment == 0;
    if (views[x].dtype != cType || overlaps || !mergeable || !aligned)
      pack(x, true);
  }
}

void Contraction::chooseLayout() {
  if (!merged(C, FSDP_RT_DIM_M, cRs) || !merged(C, FSDP_RT_DIM_N, cCs)) {
    pack(C, accumulate);
    cPacked = true;
    merged(C, FSDP_RT_DIM_M, cRs);
    merged(C, FSDP_RT_DIM_N, cCs);
  }
  if (fitRowMajor(m, n, cRs, cCs, cTrans, ldc) && cTrans == kNoTrans) {
    layout = kRowMajor;
  } else if (fitRowMajor(n, m, cCs, cRs, cTrans, ldc) && cTrans == kNoTrans) {
    layout = kColMajor;
  } else {
    // Packed in its own orientation: row- or column-major.
    if (!cPacked)
      pack(C, accumulate);
    cPacked = true;
    merged(C, FSDP_RT_DIM_M, cRs);
    merged(C, FSDP_RT_DIM_N, cCs);
    if (fitRowMajor(m, n, cRs, cCs, cTrans, ldc) && cTrans == kNoTrans) {
      layout = kRowMajor;
    } else {
      fitRowMajor(n, m, cCs, cRs, cTrans, ldc);
      layout = kColMajor;
    }
  }
}

bool Contraction::fitInputs() {
  int64_t rowsOf[2] = {m, k}, colsOf[2] = {k, n};
  for (int x : {A, B}) {
    for (int attempt = 0; attempt < 2; ++attempt) {
      int64_t rs, cs;
      merged(x, kRowRole[x], rs);
      merged(x, kColRole[x], cs);
      bool fits =
          layout == kRowMajor
              ? fitRowMajor(rowsOf[x], colsOf[x], rs, cs, trans[x], ld[x])
              : fitRowMajor(colsOf[x], rowsOf[x], cs, rs, trans[x], ld[x]);
      if (fits)
        break;
      if (attempt == 1)
        return false;
      pack(x, true);
    }
  }
  return true;
}

void Contraction::runGemms(const BlasLibrary &lib) {
  std::vector<int> batchDims;
  for (int i = 0; i < nd; ++i)
    if (all[i].role == FSDP_RT_DIM_BATCH)
      batchDims.push_back(i);
  std::vector<int64_t> index(batchDims.size(), 0);
  for (int64_t bIdx = 0; bIdx < batchTotal; ++bIdx) {
    int64_t off[3] = {0, 0, 0};
    for (size_t j = 0; j < batchDims.size(); ++j)
      for (int x = 0; x < 3; ++x)
        off[x] += index[j] * views[x].strides[batchDims[j]];
    const char *a = views[A].data + off[A] * int64_t(cSize);
    const char *b = views[B].data + off[B] * int64_t(cSize);
    char *c = const_cast<char *>(views[C].data) + off[C] * int64_t(cSize);
    if (cType == FSDP_RT_F32)
      lib.sgemm(layout, trans[A], trans[B], int(m), int(n), int(k), 1.0f,
                reinterpret_cast<const float *>(a), int(ld[A]),
                reinterpret_cast<const float *>(b), int(ld[B]),
                accumulate ? 1.0f : 0.0f, reinterpret_cast<float *>(c),
                int(ldc));
    else
      lib.dgemm(layout, trans[A], trans[B], int(m), int(n), int(k), 1.0,
                reinterpret_cast<const double *>(a), int(ld[A]),
                reinterpret_cast<const double *>(b), int(ld[B]),
                accumulate ? 1.0 : 0.0, reinterpret_cast<double *>(c),
                int(ldc));
    for (int j = int(batchDims.size()) - 1; j >= 0; --j) {
      if (++index[j] < sizes[batchDims[j]])
        break;
      index[j] = 0;
    }
  }
}

Status Contraction::run(const BlasLibrary &lib) {
  // An empty sum: C keeps its values, or becomes zero.
  if (k == 0) {
    if (!accumulate) {
      pack(C, false); // zero-initialized scratch
      unpackC();
    }
    return Status();
  }
  packInputs();
  chooseLayout();
  if (!fitInputs())
    return Status(FSDP_RT_BACKEND_ERROR,
                  "contract: packed operand does not fit the library");
  if (ldc > INT_MAX)
    return Status(FSDP_RT_INVALID_ARGUMENT,
                  "contract: leading dimension of C exceeds the library's "
                  "int");
  runGemms(lib);
  if (cPacked)
    unpackC();
  return Status();
}

/// The contraction of fsdp_rt_mlir_contract, or why it cannot run; the
/// entry point records a failure on the caller's context.
Status contract(fsdp_rt_dtype aType, fsdp_rt_dtype bType, fsdp_rt_dtype cType,
                int64_t ndims, const int64_t *dimWords, const void *aPtr,
                const void *bPtr, void *cPtr, bool accumulate) {
  auto bad = [&](const std::string &why) {
    return Status(FSDP_RT_INVALID_ARGUMENT, "contract: " + why);
  };
  std::string why =
      checkArguments(aType, bType, cType, ndims, dimWords, aPtr, bPtr, cPtr);
  if (!why.empty())
    return bad(why);
  const BlasLibrary *lib = blasLibrary(&why);
  if (!lib)
    return Status(FSDP_RT_UNAVAILABLE, "contract: " + why);

  // Dimensions: drop size-1 ones (the contraction orders the rest).
  std::vector<Dim> all;
  int64_t batchTotal = 1, extent[4] = {1, 1, 1, 1};
  for (int64_t i = 0; i < ndims; ++i) {
    Dim d;
    if (std::string problem = readDim(dimWords, i, d); !problem.empty())
      return bad(problem);
    extent[d.role] *= d.size;
    if (d.role == FSDP_RT_DIM_BATCH)
      batchTotal *= d.size;
    if (d.size != 1)
      all.push_back(d);
  }
  int64_t m = extent[FSDP_RT_DIM_M], n = extent[FSDP_RT_DIM_N],
          k = extent[FSDP_RT_DIM_K];
  if (m > INT_MAX || n > INT_MAX || k > INT_MAX)
    return bad("a matrix dimension exceeds the library's int");
  if (batchTotal == 0 || m == 0 || n == 0)
    return Status();
  const fsdp_rt_dtype types[3] = {aType, bType, cType};
  const void *const ptrs[3] = {aPtr, bPtr, cPtr};
  return Contraction(std::move(all), types, ptrs, m, n, k, batchTotal,
                     accumulate)
      .run(*lib);
}

} // namespace

extern "C" {

int32_t fsdp_rt_mlir_contract(fsdp_rt_context *ctx, int32_t a_dtype,
                              int32_t b_dtype, int32_t c_dtype, int64_t ndims,
                              const int64_t *dims, const void *a, const void *b,
                              void *c, int32_t accumulate) {
  Status status;
  try {
    status =
        contract(fsdp_rt_dtype(a_dtype), fsdp_rt_dtype(b_dtype),
                 fsdp_rt_dtype(c_dtype), ndims, dims, a, b, c, accumulate != 0);
  } catch (const std::bad_alloc &) {
    status = Status(FSDP_RT_OUT_OF_MEMORY, "contract: out of memory");
  } catch (const std::exception &e) {
    status =
        Status(FSDP_RT_BACKEND_ERROR, std::string("contract: ") + e.what());
  }
  // Sticky on the step's context, like a collective's failure; without one
  // (a host calling it directly) the context-free last error.
  return status.ok() ? FSDP_RT_OK : recordError(ctx, status, /*sticky=*/true);
}

fsdp_rt_status fsdp_rt_set_num_threads(int threads) {
  if (threads < 1) {
    return recordError(nullptr,
                       Status(FSDP_RT_INVALID_ARGUMENT,
                              "set_num_threads: " + std::to_string(threads) +
                                  " threads (must be >= 1)"),
                       false);
  }
  std::string why;
  const BlasLibrary *lib = blasLibrary(&why);
  if (!lib) {
    return recordError(
        nullptr, Status(FSDP_RT_UNAVAILABLE, "set_num_threads: " + why), false);
  }
  if (lib->openblasSetThreads)
    lib->openblasSetThreads(threads);
  else if (lib->blisSetThreads)
    lib->blisSetThreads(threads);
  return FSDP_RT_OK;
}

const char *fsdp_rt_blas_describe(void) {
  std::string why;
  const BlasLibrary *lib = blasLibrary(&why);
  if (!lib) {
    recordError(nullptr, Status(FSDP_RT_UNAVAILABLE, "blas: " + why), false);
    return nullptr;
  }
  static std::mutex mutex;
  static std::string text;
  std::lock_guard<std::mutex> lock(mutex);
  text = describe(*lib);
  return text.c_str();
}

} // extern "C"
