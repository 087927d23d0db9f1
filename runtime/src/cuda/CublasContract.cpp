//===- CublasContract.cpp - Contractions of compiled GPU code on cuBLAS ---===//
//
// fsdp_rt_mlir_contract_cuda is fsdp_rt_mlir_contract (Blas.cpp) for device
// buffers: the same dimension records, merged the same way, run as one
// cublasGemmStridedBatchedEx per group of batch dimensions whose strides
// chain, on the step's compute stream. cuBLAS is dlopen()ed like the driver
// (IREE's dynamic symbol table pattern), so libfsdp_rt_cuda builds with the
// toolkit's headers only and loads where libcublas is absent. Layouts cuBLAS
// cannot read in place (no unit stride, broadcasts, A or B overlapping C)
// and type mixes it has no kernel for are staged through host memory and run
// by the CPU entry: exact, slow, and never produced by the GPU pipeline's
// own buffers, which are contiguous or transposed.
//
//===----------------------------------------------------------------------===//

#include "../DynamicLibrary.h"
#include "fsdp_rt/fsdp_rt.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include "../ContractionDims.h"
#include "CudaContext.h"
#include "CudaDriver.h"

#include <cublas_api.h>
#include <dlfcn.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <mutex>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

using namespace fsdp_rt;
using namespace fsdp_rt::contraction;

// The entry point's declaration (fsdp_rt_cuda.h) against the signature the
// compiler declares (fsdp_rt_abi.def).
#define FSDP_RT_CUDA_ENTRY_POINT(NAME, RESULT, PARAMS)                         \
  static_assert(                                                               \
      std::is_same_v<decltype(&fsdp_rt_mlir_##NAME), RESULT(*) PARAMS>,        \
      "fsdp_rt_mlir_" #NAME " differs from its signature in fsdp_rt_abi.def");
#include "fsdp_rt/fsdp_rt_abi.def"

namespace {

// Name and type of every entry point used. Prototypes from cublas_api.h; the
// names are the exported ones (cublas_v2.h maps cublasCreate to
// cublasCreate_v2). cublasGemmStridedBatchedEx has a C++ overload in the
// header, so the types are spelt out instead of decltype'd.
#define FSDP_RT_CUBLAS_SYMBOLS(X)                                              \
  X(cublasCreate_v2, cublasStatus_t (*)(cublasHandle_t *))                     \
  X(cublasDestroy_v2, cublasStatus_t (*)(cublasHandle_t))                      \
  X(cublasSetStream_v2, cublasStatus_t (*)(cublasHandle_t, cudaStream_t))      \
  X(cublasGetProperty, cublasStatus_t (*)(libraryPropertyType, int *))         \
  X(cublasGetStatusName, const char *(*)(cublasStatus_t))                      \
  X(cublasGetStatusString, const char *(*)(cublasStatus_t))                    \
  X(cublasGemmStridedBatchedEx,                                                \
    cublasStatus_t (*)(cublasHandle_t, cublasOperation_t, cublasOperation_t,   \
                       int, int, int, const void *, const void *,              \
                       cudaDataType, int, long long, const void *,             \
                       cudaDataType, int, long long, const void *, void *,     \
                       cudaDataType, int, long long, int, cublasComputeType_t, \
                       cublasGemmAlgo_t))

/// Names a function pointer type spelt with its declarator.
template <class T> using Type = T;

struct Cublas {
#define FSDP_RT_DECLARE(name, type) Type<type> name = nullptr;
  FSDP_RT_CUBLAS_SYMBOLS(FSDP_RT_DECLARE)
#undef FSDP_RT_DECLARE
  std::string path;
  std::string description;
};

LoadResult<Cublas> load() {
  LoadResult<Cublas> r;
  std::vector<std::string> candidates;
  // An explicit choice replaces the search, as FSDP_RT_CUDA_DRIVER does.
  if (const char *env = std::getenv("FSDP_RT_CUBLAS_LIBRARY"); env && *env)
    candidates.push_back(env);
  else
    candidates = {"libcublas.so.13", "libcublas.so.12", "libcublas.so"};
  std::string errors;
  void *handle = openFirstLibrary(candidates, r.lib.path, errors);
  if (!handle) {
    r.why = "cuBLAS could not be loaded (" + errors +
            "); install the CUDA toolkit's libcublas or set "
            "FSDP_RT_CUBLAS_LIBRARY";
    return r;
  }
  Cublas &l = r.lib;
#define FSDP_RT_LOOKUP(name, type)                                             \
  l.name = reinterpret_cast<Type<type>>(dlsym(handle, #name));                 \
  if (!l.name) {                                                               \
    r.why = l.path + " lacks " #name " (cuBLAS older than 11?)";               \
    return r;                                                                  \
  }
  FSDP_RT_CUBLAS_SYMBOLS(FSDP_RT_LOOKUP)
#undef FSDP_RT_LOOKUP
  int major = 0, minor = 0, patch = 0;
  l.cublasGetProperty(MAJOR_VERSION, &major);
  l.cublasGetProperty(MINOR_VERSION, &minor);
  l.cublasGetProperty(PATCH_LEVEL, &patch);
  l.description = "cuBLAS " + std::to_string(major) + "." +
                  std::to_string(minor) + "." + std::to_string(patch) + " (" +
                  l.path + ")";
  r.ok = true;
  return r;
}

const Cublas *cublas(std::string *why) {
  static const LoadResult<Cublas> result = load();
  return loadedLibrary(result, why);
}

std::string statusText(const Cublas &l, cublasStatus_t s) {
  return std::string(l.cublasGetStatusName(s)) + " (" +
         l.cublasGetStatusString(s) + ")";
}

/// Records a failure on the step's context `ctx` (sticky), or as the
/// context-free last error for NULL.
int32_t failure(fsdp_rt_context *ctx, int32_t status,
                const std::string &message) {
  return fsdp_rt_mlir_record_error(ctx, status, message.c_str());
}

/// One handle per CUDA context (a handle belongs to the context current when
/// it was created), kept for the life of the process like the contexts.
cublasHandle_t handleFor(const Cublas &l, CUcontext context,
                         cublasStatus_t &status) {
  static std::mutex mutex;
  static std::unordered_map<CUcontext, cublasHandle_t> handles;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = handles.find(context);
  if (it != handles.end())
    return it->second;
  cublasHandle_t h = nullptr;
  status = l.cublasCreate_v2(&h);
  if (status != CUBLAS_STATUS_SUCCESS)
    return nullptr;
  handles[context] = h;
  return h;
}

//===----------------------------------------------------------------------===//
// Mapping the dimensions onto one strided batched GEMM
//===----------------------------------------------------------------------===//

/// A matrix of the column-major problem: element (r, c) at r*rs + c*cs.
struct Mat {
  int64_t rows, cols, rs, cs;
};

/// The operation and leading dimension under which cuBLAS reads `x` in
/// place: N when its rows are contiguous (column-major, ld = cs), T when its
/// columns are (it is the transpose of a column-major cols x rows matrix,
/// ld = rs).
bool fitColMajor(const Mat &x, bool allowTranspose, cublasOperation_t &op,
                 int64_t &ld) {
  MatrixFit fit = fitMatrix(x.cols, x.rows, x.cs, x.rs, ld);
  op = fit == MatrixFit::Transposed ? CUBLAS_OP_T : CUBLAS_OP_N;
  return fit == MatrixFit::Direct ||
         (allowTranspose && fit == MatrixFit::Transposed);
}

/// Element offsets [lo, hi] an operand spans over `dims` (those of size 0
/// ignored: the caller handles empty operands).
void span(const std::vector<Dim> &dims, int x, int64_t &lo, int64_t &hi) {
  lo = hi = 0;
  for (const Dim &d : dims) {
    if (d.size == 0)
      continue;
    int64_t reach = (d.size - 1) * d.stride[x];
    (reach < 0 ? lo : hi) += reach;
  }
}

cudaDataType cudaType(int32_t t) {
  switch (t) {
  case FSDP_RT_F32:
    return CUDA_R_32F;
  case FSDP_RT_F64:
    return CUDA_R_64F;
  case FSDP_RT_BF16:
    return CUDA_R_16BF;
  default:
    return CUDA_R_16F;
  }
}

/// The GEMMs of one contraction: `calls` batched GEMMs at the offsets of
/// the outer batch dimensions.
struct Plan {
  cublasOperation_t opA, opB;
  int64_t rows, cols, depth; // the column-major problem's m, n, k
  int64_t ldA, ldB, ldC;
  int64_t strideA = 0, strideB = 0, strideC = 0, count = 1;
  const char *ptrA, *ptrB; // operands of the column-major problem
  int srcA = A, srcB = B;  // the contraction's operands they are
  char *ptrC;
  std::vector<Dim> outer; // batch dimensions looped over on the host
  int32_t typeA;          // element type of the problem's A (and B)
};

/// Fills `plan` when cuBLAS can read every operand in place.
bool planGemm(std::vector<Dim> all, const int32_t types[3], const void *a,
              const void *b, void *c, Plan &plan) {
  sortCanonical(all);
  // Each of m, n, k merged into one dimension in every operand that has it.
  int64_t size[4] = {1, 1, 1, 1}, stride[4][3] = {};
  for (int role = FSDP_RT_DIM_M; role <= FSDP_RT_DIM_K; ++role) {
    const Dim *prev = nullptr;
    for (const Dim &d : all) {
      if (d.role != role)
        continue;
      for (int x = 0; x < 3; ++x)
        if (prev && hasRole(x, role) && prev->stride[x] != d.stride[x] * d.size)
          return false;
      size[role] *= d.size;
      for (int x = 0; x < 3; ++x)
        stride[role][x] = d.stride[x];
      prev = &d;
    }
  }
  // The innermost batch dimensions whose strides chain in all three
  // operands become the batched call's; the others are looped over.
  std::vector<Dim> batch;
  for (const Dim &d : all)
    if (d.role == FSDP_RT_DIM_BATCH)
      batch.push_back(d);
  size_t inner = batch.size();
  int64_t count = 1, batchStride[3] = {0, 0, 0};
  while (inner > 0) {
    const Dim &d = batch[inner - 1];
    bool chains = true;
    if (inner != batch.size())
      for (int x = 0; x < 3; ++x)
        chains &= d.stride[x] == batch[inner].stride[x] * batch[inner].size;
    if (!chains || count * d.size > INT_MAX)
      break;
    if (inner == batch.size())
      for (int x = 0; x < 3; ++x)
        batchStride[x] = d.stride[x];
    count *= d.size;
    --inner;
  }
  plan.outer.assign(batch.begin(), batch.begin() + inner);
  plan.count = count;

  int64_t m = size[FSDP_RT_DIM_M], n = size[FSDP_RT_DIM_N],
          k = size[FSDP_RT_DIM_K];
  if (m > INT_MAX || n > INT_MAX || k > INT_MAX)
    return false;
  Mat matA{m, k, stride[FSDP_RT_DIM_M][A], stride[FSDP_RT_DIM_K][A]};
  Mat matB{k, n, stride[FSDP_RT_DIM_K][B], stride[FSDP_RT_DIM_N][B]};
  Mat matC{m, n, stride[FSDP_RT_DIM_M][C], stride[FSDP_RT_DIM_N][C]};
  // An empty sum reads neither A nor B: any leading dimension cuBLAS
  // accepts will do (it then computes C = beta C).
  if (k == 0) {
    matA = {m, 0, 1, std::max<int64_t>(1, m)};
    matB = {0, n, 1, 1};
  }
  cublasOperation_t opC;
  // cuBLAS writes a column-major C. A C with contiguous columns is computed
  // as is (C = A B); one with contiguous rows as its transpose, which is
  // column-major: C^T = B^T A^T.
  if (fitColMajor(matC, false, opC, plan.ldC)) {
    plan.rows = m, plan.cols = n;
    if (!fitColMajor(matA, true, plan.opA, plan.ldA) ||
        !fitColMajor(matB, true, plan.opB, plan.ldB))
      return false;
    plan.ptrA = static_cast<const char *>(a);
    plan.ptrB = static_cast<const char *>(b);
    plan.strideA = batchStride[A];
    plan.strideB = batchStride[B];
  } else {
    Mat cT{n, m, matC.cs, matC.rs}, bT{n, k, matB.cs, matB.rs},
        aT{k, m, matA.cs, matA.rs};
    if (!fitColMajor(cT, false, opC, plan.ldC) ||
        !fitColMajor(bT, true, plan.opA, plan.ldA) ||
        !fitColMajor(aT, true, plan.opB, plan.ldB))
      return false;
    plan.rows = n, plan.cols = m;
    plan.ptrA = static_cast<const char *>(b);
    plan.ptrB = static_cast<const char *>(a);
    plan.srcA = B, plan.srcB = A;
    plan.strideA = batchStride[B];
    plan.strideB = batchStride[A];
  }
  plan.depth = k;
  plan.ptrC = static_cast<char *>(c);
  plan.strideC = batchStride[C];
  plan.typeA = types[A];
  // The batch's GEMMs run concurrently: a C broadcast over the batch would
  // be written by all of them (interleaved batches, as in attention's
  // [b, s, h, d], are fine: a buffer's elements are distinct).
  return count == 1 || plan.strideC != 0;
}

/// Runs the contraction through host memory with the CPU entry: for layouts
/// and type mixes cuBLAS cannot take. Waits for `stream` first and leaves C
/// written when it returns.
int32_t stageThroughHost(fsdp_rt_context *ctx, const CudaDriver &cu,
                         CUstream stream, const int32_t types[3], int64_t ndims,
                         const int64_t *dimWords, const std::vector<Dim> &all,
                         const void *const ptrs[3], int32_t accumulate) {
  std::vector<char> host[3];
  const void *hostPtr[3];
  int64_t lo[3], hi[3];
  auto copy = [&](void *dst, const void *src, size_t bytes) {
    CUresult rc =
        cu.cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                         reinterpret_cast<CUdeviceptr>(src), bytes, stream);
    if (rc == CUDA_SUCCESS)
      rc = cu.cuStreamSynchronize(stream);
    return rc;
  };
  for (int x = 0; x < 3; ++x) {
    span(all, x, lo[x], hi[x]);
    size_t elem = fsdp_rt_dtype_size(fsdp_rt_dtype(types[x]));
    // An empty sum (a k dimension of size 0) reads nothing of A and B: the
    // CPU entry gets a placeholder, nothing is copied from the device.
    bool empty = false;
    for (const Dim &d : all)
      empty |= d.size == 0 && hasRole(x, d.role);
    if (empty) {
      host[x].assign(elem, 0);
      hostPtr[x] = host[x].data();
      lo[x] = 0;
      continue;
    }
    host[x].resize(size_t(hi[x] - lo[x] + 1) * elem);
    const char *start = static_cast<const char *>(ptrs[x]) + lo[x] * elem;
    if (CUresult rc = copy(host[x].data(), start, host[x].size());
        rc != CUDA_SUCCESS)
      return failure(ctx, FSDP_RT_BACKEND_ERROR,
                     "contract_cuda: copying an operand to the host failed: " +
                         cudaErrorText(cu, rc));
    hostPtr[x] = host[x].data() - lo[x] * int64_t(elem);
  }
  int32_t rc = fsdp_rt_mlir_contract(
      ctx, types[A], types[B], types[C], ndims, dimWords, hostPtr[A],
      hostPtr[B], const_cast<void *>(hostPtr[C]), accumulate);
  if (rc != FSDP_RT_OK)
    return rc;
  size_t elemC = fsdp_rt_dtype_size(fsdp_rt_dtype(types[C]));
  char *startC =
      static_cast<char *>(const_cast<void *>(ptrs[C])) + lo[C] * int64_t(elemC);
  if (CUresult e = copy(startC, host[C].data(), host[C].size());
      e != CUDA_SUCCESS)
    return failure(ctx, FSDP_RT_BACKEND_ERROR,
                   "contract_cuda: copying the result to the device failed: " +
                       cudaErrorText(cu, e));
  return FSDP_RT_OK;
}

} // namespace

#define EXPORT __attribute__((visibility("default")))

extern "C" {

EXPORT const char *fsdp_rt_cublas_describe(void) {
  std::string why;
  const Cublas *l = cublas(&why);
  if (!l) {
    fsdp_rt_mlir_record_error(nullptr, FSDP_RT_UNAVAILABLE, why.c_str());
    return nullptr;
  }
  return l->description.c_str();
}

EXPORT int32_t fsdp_rt_mlir_contract_cuda(fsdp_rt_context *ctx, int32_t aType,
                                          int32_t bType, int32_t cType,
                                          int64_t ndims,
                                          const int64_t *dimWords,
                                          const void *a, const void *b, void *c,
                                          int32_t accumulate) {
  auto bad = [&](const std::string &why) {
    return failure(ctx, FSDP_RT_INVALID_ARGUMENT, "contract_cuda: " + why);
  };
  if (std::string problem =
          checkArguments(aType, bType, cType, ndims, dimWords, a, b, c);
      !problem.empty())
    return bad(problem);
  std::vector<Dim> all;
  bool empty = false;
  for (int64_t i = 0; i < ndims; ++i) {
    Dim d;
    if (std::string problem = readDim(dimWords, i, d); !problem.empty())
      return bad(problem);
    if (d.size == 0 && d.role != FSDP_RT_DIM_K)
      empty = true;
    if (d.size != 1)
      all.push_back(d);
  }
  std::string why;
  const Cublas *l = cublas(&why);
  if (!l)
    return failure(ctx, FSDP_RT_UNAVAILABLE, "contract_cuda: " + why);
  const CudaDriver *cu = cudaDriver(&why);
  if (!cu)
    return failure(ctx, FSDP_RT_UNAVAILABLE, "contract_cuda: " + why);
  if (empty)
    return FSDP_RT_OK;

  ScopedContext scope(*cu);
  if (!scope.ok())
    return failure(ctx, FSDP_RT_BACKEND_ERROR,
                   "contract_cuda: no CUDA context for the default device");
  CUstream stream = static_cast<CUstream>(fsdp_rt_compute_stream(ctx));
  const int32_t types[3] = {aType, bType, cType};
  const void *const ptrs[3] = {a, b, c};

  // cuBLAS has kernels for equal input types: f32 or bf16/f16 with an f32
  // result and f32 products and sums (CUBLAS_COMPUTE_32F: bf16/f16 products
  // are exact in f32, so this is the CPU entry's arithmetic up to the
  // summation order; no TF32, which needs CUBLAS_TF32_TENSOR_OP_MATH), f64
  // with f64.
  bool typesFit = aType == bType && (cType == FSDP_RT_F32 || aType == cType);
  // A or B overlapping C would be read while it is written.
  auto overlapsC = [&](int x) {
    int64_t lo[2], hi[2];
    span(all, x, lo[0], hi[0]);
    span(all, C, lo[1], hi[1]);
    auto begin = [&](int i, const void *p, int32_t t) {
      return static_cast<const char *>(p) +
             lo[i] * int64_t(fsdp_rt_dtype_size(fsdp_rt_dtype(t)));
    };
    auto end = [&](int i, const void *p, int32_t t) {
      return static_cast<const char *>(p) +
             (hi[i] + 1) * int64_t(fsdp_rt_dtype_size(fsdp_rt_dtype(t)));
    };
    return begin(0, ptrs[x], types[x]) < end(1, c, cType) &&
           begin(1, c, cType) < end(0, ptrs[x], types[x]);
  };
  Plan plan;
  if (!typesFit || overlapsC(A) || overlapsC(B) ||
      !planGemm(all, types, a, b, c, plan))
    return stageThroughHost(ctx, *cu, stream, types, ndims, dimWords, all, ptrs,
                            accumulate);

  CUcontext context = nullptr;
  cu->cuCtxGetCurrent(&context);
  cublasStatus_t st = CUBLAS_STATUS_SUCCESS;
  cublasHandle_t handle = handleFor(*l, context, st);
  if (!handle)
    return failure(ctx, FSDP_RT_BACKEND_ERROR,
                   "contract_cuda: cublasCreate failed: " + statusText(*l, st));
  st = l->cublasSetStream_v2(handle, reinterpret_cast<cudaStream_t>(stream));
  if (st != CUBLAS_STATUS_SUCCESS)
    return failure(ctx, FSDP_RT_BACKEND_ERROR,
                   "contract_cuda: cublasSetStream failed: " +
                       statusText(*l, st));

  bool f64 = cType == FSDP_RT_F64;
  float alpha32 = 1, beta32 = accumulate ? 1 : 0;
  double alpha64 = 1, beta64 = accumulate ? 1 : 0;
  const void *alpha = f64 ? static_cast<const void *>(&alpha64) : &alpha32;
  const void *beta = f64 ? static_cast<const void *>(&beta64) : &beta32;
  cublasComputeType_t compute = f64 ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F;
  size_t elem[3] = {fsdp_rt_dtype_size(fsdp_rt_dtype(aType)),
                    fsdp_rt_dtype_size(fsdp_rt_dtype(bType)),
                    fsdp_rt_dtype_size(fsdp_rt_dtype(cType))};
  int srcA = plan.srcA, srcB = plan.srcB;

  // One batched call per index of the outer batch dimensions.
  std::vector<int64_t> index(plan.outer.size(), 0);
  int64_t outerTotal = 1;
  for (const Dim &d : plan.outer)
    outerTotal *= d.size;
  for (int64_t o = 0; o < outerTotal; ++o) {
    int64_t off[3] = {0, 0, 0};
    for (size_t i = 0; i < plan.outer.size(); ++i)
      for (int x = 0; x < 3; ++x)
        off[x] += index[i] * plan.outer[i].stride[x];
    st = l->cublasGemmStridedBatchedEx(
        handle, plan.opA, plan.opB, int(plan.rows), int(plan.cols),
        int(plan.depth), alpha, plan.ptrA + off[srcA] * int64_t(elem[srcA]),
        cudaType(plan.typeA), int(plan.ldA), plan.strideA,
        plan.ptrB + off[srcB] * int64_t(elem[srcB]), cudaType(plan.typeA),
        int(plan.ldB), plan.strideB, beta,
        plan.ptrC + off[C] * int64_t(elem[C]), cudaType(cType), int(plan.ldC),
        plan.strideC, int(plan.count), compute, CUBLAS_GEMM_DEFAULT);
    if (st != CUBLAS_STATUS_SUCCESS)
      return failure(
          ctx, FSDP_RT_BACKEND_ERROR,
          "contract_cuda: cublasGemmStridedBatchedEx (" +
              std::to_string(plan.rows) + "x" + std::to_string(plan.cols) +
              "x" + std::to_string(plan.depth) + ", batch " +
              std::to_string(plan.count) + ") failed: " + statusText(*l, st));
    for (size_t i = plan.outer.size(); i-- > 0;) {
      if (++index[i] < plan.outer[i].size)
        break;
      index[i] = 0;
    }
  }
  // The GPU pipeline's kernels run on blocking streams, ordered after the
  // legacy default stream: on another compute stream, make the legacy
  // stream wait for the GEMMs so that later kernels see C.
  if (stream) {
    CUevent done = nullptr;
    CUresult rc = cu->cuEventCreate(&done, CU_EVENT_DISABLE_TIMING);
    if (rc == CUDA_SUCCESS)
      rc = cu->cuEventRecord(done, stream);
    if (rc == CUDA_SUCCESS)
      rc = cu->cuStreamWaitEvent(nullptr, done, 0);
    if (done)
      cu->cuEventDestroy(done);
    if (rc != CUDA_SUCCESS)
      return failure(ctx, FSDP_RT_BACKEND_ERROR,
                     "contract_cuda: ordering the GEMMs before later kernels "
                     "failed: " +
                         cudaErrorText(*cu, rc));
  }
  return FSDP_RT_OK;
}

} // extern "C"
