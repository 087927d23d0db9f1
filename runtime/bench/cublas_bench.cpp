//===- cublas_bench.cpp - cuBLAS through the runtime vs called directly ---===//
//
// FLOP rates of a linear layer's three GEMMs (forward y = x W, dx = dy W^T,
// dW = x^T dy, row-major as compiled code stores them) through
// fsdp_rt_mlir_contract_cuda, and of the same GEMMs as cublasGemmEx calls
// made here directly (this program links libcublas; the runtime dlopen()s
// it), on the same device buffers and the legacy default stream. The
// difference is the runtime's cost: loading nothing after the first call,
// mapping the dimension records, one cublasSetStream per call. Also checks
// that both produce the same C. Usage: fsdp_rt_cublas_bench [iterations]
// (default 20). Needs a GPU; exits 77 without one.
//
//===----------------------------------------------------------------------===//

#include "fsdp_rt/fsdp_rt.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include <cublas_v2.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Shape {
  const char *name;
  int64_t m, n, k;
  bool transA, transB; // row-major A is stored k x m / B is stored n x k
};

uint16_t toHalf(float f, bool bf16) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if (bf16)
    return uint16_t((u + 0x7fff + ((u >> 16) & 1)) >> 16);
  // f16 for values in [-1, 1]: enough for benchmark data.
  int exp = int((u >> 23) & 0xff) - 127 + 15;
  uint16_t sign = uint16_t((u >> 16) & 0x8000);
  if (exp <= 0)
    return sign;
  return uint16_t(sign | (exp << 10) | ((u >> 13) & 0x3ff));
}

double seconds(const std::chrono::steady_clock::time_point &a,
               const std::chrono::steady_clock::time_point &b) {
  return std::chrono::duration<double>(b - a).count();
}

} // namespace

int main(int argc, char **argv) {
  int iters = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
  const char *why = nullptr;
  if (fsdp_rt_cuda_probe(&why) == 0) {
    std::printf("SKIPPED: %s\n", why);
    return 77;
  }
  const char *describe = fsdp_rt_cublas_describe();
  if (!describe) {
    std::printf("FAILED: %s\n", fsdp_rt_last_error(nullptr));
    return 1;
  }
  std::printf("runtime: %s; direct: cuBLAS %d linked\n", describe,
              CUBLAS_VERSION);
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
    std::printf("FAILED: cublasCreate\n");
    return 1;
  }
  cublasSetStream(handle, nullptr);

  const Shape shapes[] = {
      {"square 4096", 4096, 4096, 4096, false, false},
      {"forward x W (8192x1024 . 1024x4096)", 8192, 4096, 1024, false, false},
      {"dx = dy W^T", 8192, 1024, 4096, false, true},
      {"dW = x^T dy", 1024, 4096, 8192, true, false},
  };
  const int types[] = {FSDP_RT_F32, FSDP_RT_BF16, FSDP_RT_F16};
  int failures = 0;
  std::printf("%-38s %-5s %12s %12s %7s %10s\n", "shape", "type",
              "runtime GF/s", "direct GF/s", "ratio", "max |diff|");
  for (int type : types) {
    for (const Shape &s : shapes) {
      size_t elem = type == FSDP_RT_F32 ? 4 : 2;
      size_t na = size_t(s.m * s.k), nb = size_t(s.k * s.n),
             nc = size_t(s.m * s.n);
      std::vector<char> ha(na * elem), hb(nb * elem);
      uint32_t seed = 1;
      auto fill = [&](std::vector<char> &h, size_t count) {
        for (size_t i = 0; i < count; ++i) {
          seed = seed * 1664525u + 1013904223u;
          float v = float(seed >> 8) / float(1 << 24) - 0.5f;
          if (elem == 4)
            std::memcpy(h.data() + 4 * i, &v, 4);
          else {
            uint16_t hv = toHalf(v, type == FSDP_RT_BF16);
            std::memcpy(h.data() + 2 * i, &hv, 2);
          }
        }
      };
      fill(ha, na);
      fill(hb, nb);
      void *a = fsdp_rt_device_alloc(ha.size());
      void *b = fsdp_rt_device_alloc(hb.size());
      void *c1 = fsdp_rt_device_alloc(nc * 4);
      void *c2 = fsdp_rt_device_alloc(nc * 4);
      if (!a || !b || !c1 || !c2) {
        std::printf("FAILED: device allocation: %s\n",
                    fsdp_rt_last_error(nullptr));
        return 1;
      }
      mgpuMemcpy(a, ha.data(), ha.size(), nullptr);
      mgpuMemcpy(b, hb.data(), hb.size(), nullptr);

      // Dimension records of the row-major problem.
      int64_t aM = s.transA ? 1 : s.k, aK = s.transA ? s.m : 1;
      int64_t bK = s.transB ? 1 : s.n, bN = s.transB ? s.k : 1;
      int64_t dims[15] = {FSDP_RT_DIM_M, s.m, aM, 0,  s.n,
                          FSDP_RT_DIM_N, s.n, 0,  bN, 1,
                          FSDP_RT_DIM_K, s.k, aK, bK, 0};
      auto viaRuntime = [&] {
        if (fsdp_rt_mlir_contract_cuda(nullptr, type, type, FSDP_RT_F32, 3,
                                       dims, a, b, c1, 0) != FSDP_RT_OK) {
          std::printf("FAILED: %s\n", fsdp_rt_last_error(nullptr));
          std::exit(1);
        }
      };
      // Directly: C^T = op(B)^T op(A)^T in column-major terms.
      cudaDataType dt = type == FSDP_RT_F32    ? CUDA_R_32F
                        : type == FSDP_RT_BF16 ? CUDA_R_16BF
                                               : CUDA_R_16F;
      float alpha = 1, beta = 0;
      auto direct = [&] {
        cublasStatus_t st = cublasGemmEx(
            handle, s.transB ? CUBLAS_OP_T : CUBLAS_OP_N,
            s.transA ? CUBLAS_OP_T : CUBLAS_OP_N, int(s.n), int(s.m), int(s.k),
            &alpha, b, dt, int(s.transB ? s.k : s.n), a, dt,
            int(s.transA ? s.m : s.k), &beta, c2, CUDA_R_32F, int(s.n),
            CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        if (st != CUBLAS_STATUS_SUCCESS) {
          std::printf("FAILED: cublasGemmEx: %s\n", cublasGetStatusString(st));
          std::exit(1);
        }
      };
      auto time = [&](auto &&fn) {
        for (int i = 0; i < 3; ++i)
          fn();
        mgpuStreamSynchronize(nullptr);
        auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < iters; ++i)
          fn();
        mgpuStreamSynchronize(nullptr);
        return seconds(t0, std::chrono::steady_clock::now()) / iters;
      };
      // Interleaved twice, best of each, so clocks and caches treat both
      // alike.
      double tRuntime = time(viaRuntime), tDirect = time(direct);
      tRuntime = std::min(tRuntime, time(viaRuntime));
      tDirect = std::min(tDirect, time(direct));
      std::vector<float> r1(nc), r2(nc);
      mgpuMemcpy(r1.data(), c1, nc * 4, nullptr);
      mgpuMemcpy(r2.data(), c2, nc * 4, nullptr);
      mgpuStreamSynchronize(nullptr);
      double diff = 0;
      for (size_t i = 0; i < nc; ++i)
        diff = std::max(diff, double(std::fabs(r1[i] - r2[i])));
      double flops = 2.0 * double(s.m) * double(s.n) * double(s.k);
      const char *tn = type == FSDP_RT_F32    ? "f32"
                       : type == FSDP_RT_BF16 ? "bf16"
                                              : "f16";
      std::printf("%-38s %-5s %12.1f %12.1f %7.3f %10.3g\n", s.name, tn,
                  flops / tRuntime * 1e-9, flops / tDirect * 1e-9,
                  tDirect / tRuntime, diff);
      // Same library, same kernels: the results should agree to rounding
      // (a different algorithm choice may change the summation order).
      if (!(diff <= 1e-3 * std::sqrt(double(s.k))))
        ++failures;
      fsdp_rt_device_free(a);
      fsdp_rt_device_free(b);
      fsdp_rt_device_free(c1);
      fsdp_rt_device_free(c2);
    }
  }
  cublasDestroy(handle);
  if (failures) {
    std::printf("FAILED: %d shapes differ between the runtime and cuBLAS\n",
                failures);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
