//===- gemm_bench.cpp - GFLOP/s of the runtime's BLAS GEMMs ---------------===//
//
// The three GEMMs of a linear layer's training step, y = x W, dx = dy W^T,
// dW = x^T dy, with x [B, IN] and W [IN, OUT], through fsdp_rt_mlir_contract
// (the library and thread count the runtime picks; see fsdp_rt.h). Prints the
// best-of-R GFLOP/s of each and of the three together, the reference rate
// for bench/flop_rate.sh.
//
// usage: fsdp_rt_gemm_bench [B IN OUT [REPEATS]]   (default 64 1024 1024 20)
//
//===----------------------------------------------------------------------===//

#include "fsdp_rt/fsdp_rt.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
  int64_t b = argc > 3 ? std::atoll(argv[1]) : 64;
  int64_t in = argc > 3 ? std::atoll(argv[2]) : 1024;
  int64_t out = argc > 3 ? std::atoll(argv[3]) : 1024;
  int repeats = argc > 4 ? std::atoi(argv[4]) : 20;
  if (b < 1 || in < 1 || out < 1 || repeats < 1) {
    std::fprintf(stderr, "usage: fsdp_rt_gemm_bench [B IN OUT [REPEATS]]\n");
    return 2;
  }
  std::vector<float> x(b * in, 0.5f), w(in * out, 0.25f), y(b * out),
      dy(b * out, 0.125f), dx(b * in), dw(in * out);
  const int M = FSDP_RT_DIM_M, N = FSDP_RT_DIM_N, K = FSDP_RT_DIM_K;
  struct Gemm {
    const char *name;
    std::vector<int64_t> dims;
    const float *a, *bm;
    float *c;
  } gemms[3] = {
      // y[b, o] = sum_i x[b, i] w[i, o]
      {"y = x W      ",
       {M, b, in, 0, out, N, out, 0, 1, 1, K, in, 1, out, 0},
       x.data(),
       w.data(),
       y.data()},
      // dx[b, i] = sum_o dy[b, o] w[i, o]   (W read transposed)
      {"dx = dy W^T  ",
       {M, b, out, 0, in, N, in, 0, out, 1, K, out, 1, 1, 0},
       dy.data(),
       w.data(),
       dx.data()},
      // dw[i, o] = sum_b x[b, i] dy[b, o]   (x read transposed)
      {"dW = x^T dy  ",
       {M, in, 1, 0, out, N, out, 0, 1, 1, K, b, in, out, 0},
       x.data(),
       dy.data(),
       dw.data()},
  };
  const char *library = fsdp_rt_blas_describe();
  if (!library) {
    std::fprintf(stderr, "fsdp_rt_gemm_bench: %s\n", fsdp_rt_last_error(NULL));
    return 1;
  }
  std::printf("BLAS: %s; B=%lld IN=%lld OUT=%lld, best of %d\n", library,
              (long long)b, (long long)in, (long long)out, repeats);
  double flops = 2.0 * double(b) * double(in) * double(out), total = 0;
  for (const Gemm &g : gemms) {
    double best = 1e30;
    for (int r = 0; r < repeats; ++r) {
      auto start = std::chrono::steady_clock::now();
      if (fsdp_rt_mlir_contract(nullptr, FSDP_RT_F32, FSDP_RT_F32, FSDP_RT_F32,
                                3, g.dims.data(), g.a, g.bm, g.c, 0) != 0) {
        std::fprintf(stderr, "fsdp_rt_gemm_bench: %s\n",
                     fsdp_rt_last_error(NULL));
        return 1;
      }
      best = std::min(best, std::chrono::duration<double>(
                                std::chrono::steady_clock::now() - start)
                                .count());
    }
    total += best;
    std::printf("%s %8.3f ms %8.1f GFLOP/s\n", g.name, best * 1e3,
                flops / best * 1e-9);
  }
  std::printf("sgemm_gflops=%.1f (the three together)\n",
              3 * flops / total * 1e-9);
  return 0;
}
