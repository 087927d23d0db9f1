//===- FakeCublas.cpp - A host reference for the cuBLAS entry points used -===//
//
// Loaded through FSDP_RT_CUBLAS_LIBRARY by the emulated cuBLAS test (with
// FakeCuda.cpp's host-memory "device"): cublasGemmStridedBatchedEx computed
// by loops in column-major order, as cuBLAS documents it, after the argument
// checks cuBLAS makes (leading dimensions, sizes, types, compute type). So
// the runtime's mapping of row-major strided contractions onto column-major
// GEMMs (N/T, leading dimensions, the C^T swap, batch strides) is checked
// without a GPU; only the arithmetic order differs from cuBLAS.
//
//===----------------------------------------------------------------------===//

#include "../../src/Dtype.h"

#include <cublas_api.h>

#include <algorithm>
#include <cstring>

#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wattribute-alias"
#endif

namespace {

double load(cudaDataType t, const char *base, long long i) {
  switch (t) {
  case CUDA_R_32F:
    return reinterpret_cast<const float *>(base)[i];
  case CUDA_R_64F:
    return reinterpret_cast<const double *>(base)[i];
  case CUDA_R_16BF:
    return fsdp_rt::bf16ToF32(reinterpret_cast<const uint16_t *>(base)[i]);
  default:
    return fsdp_rt::f16ToF32(reinterpret_cast<const uint16_t *>(base)[i]);
  }
}

size_t bytes(cudaDataType t) {
  return t == CUDA_R_64F ? 8 : t == CUDA_R_32F ? 4 : 2;
}

} // namespace

extern "C" {

#define EXPORT __attribute__((visibility("default")))

/// GEMM calls so far, for the test to tell cuBLAS runs from host staging.
static long gemmCalls = 0;
EXPORT long fsdp_fake_cublas_gemm_calls() { return gemmCalls; }

EXPORT cublasStatus_t cublasCreate_v2(cublasHandle_t *h) {
  *h = reinterpret_cast<cublasHandle_t>(0x3000);
  return CUBLAS_STATUS_SUCCESS;
}
EXPORT cublasStatus_t cublasDestroy_v2(cublasHandle_t) {
  return CUBLAS_STATUS_SUCCESS;
}
EXPORT cublasStatus_t cublasSetStream_v2(cublasHandle_t, cudaStream_t) {
  return CUBLAS_STATUS_SUCCESS;
}
EXPORT cublasStatus_t cublasGetProperty(libraryPropertyType, int *v) {
  *v = 0;
  return CUBLAS_STATUS_SUCCESS;
}
EXPORT const char *cublasGetStatusName(cublasStatus_t s) {
  return s == CUBLAS_STATUS_INVALID_VALUE ? "CUBLAS_STATUS_INVALID_VALUE"
                                          : "CUBLAS_STATUS_NOT_SUPPORTED";
}
EXPORT const char *cublasGetStatusString(cublasStatus_t) {
  return "rejected by the fake cuBLAS";
}

EXPORT cublasStatus_t cublasGemmStridedBatchedEx(
    cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const void *alpha, const void *A, cudaDataType at, int lda,
    long long sa, const void *B, cudaDataType bt, int ldb, long long sb,
    const void *beta, void *C, cudaDataType ct, int ldc, long long sc,
    int count, cublasComputeType_t compute, cublasGemmAlgo_t) {
  ++gemmCalls;
  // cuBLAS's documented argument checks.
  if (m < 0 || n < 0 || k < 0 || count < 0 ||
      lda < std::max(1, ta == CUBLAS_OP_N ? m : k) ||
      ldb < std::max(1, tb == CUBLAS_OP_N ? k : n) || ldc < std::max(1, m))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (at != bt)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  bool f64 = ct == CUDA_R_64F;
  if (f64 ? (at != CUDA_R_64F || compute != CUBLAS_COMPUTE_64F)
          : (ct != CUDA_R_32F || at == CUDA_R_64F ||
             compute != CUBLAS_COMPUTE_32F))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  double al = f64 ? *static_cast<const double *>(alpha)
                  : *static_cast<const float *>(alpha);
  double be = f64 ? *static_cast<const double *>(beta)
                  : *static_cast<const float *>(beta);
  const char *a = static_cast<const char *>(A);
  const char *b = static_cast<const char *>(B);
  char *c = static_cast<char *>(C);
  for (int p = 0; p < count; ++p) {
    for (int j = 0; j < n; ++j) {
      for (int i = 0; i < m; ++i) {
        double sum = 0;
        for (int l = 0; l < k; ++l) {
          long long ia = ta == CUBLAS_OP_N ? i + (long long)l * lda
                                           : l + (long long)i * lda;
          long long ib = tb == CUBLAS_OP_N ? l + (long long)j * ldb
                                           : j + (long long)l * ldb;
          sum += load(at, a + p * sa * (long long)bytes(at), ia) *
                 load(bt, b + p * sb * (long long)bytes(bt), ib);
        }
        long long ic = p * sc + i + (long long)j * ldc;
        // beta == 0: C is not read (it may hold NaN).
        double old = be == 0 ? 0 : load(ct, c, ic);
        double v = al * sum + be * old;
        if (f64)
          reinterpret_cast<double *>(c)[ic] = v;
        else
          reinterpret_cast<float *>(c)[ic] = float(v);
      }
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

} // extern "C"
