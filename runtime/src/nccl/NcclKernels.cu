//===- NcclKernels.cu - Device-side local arithmetic of the nccl backend --===//
//
// The device counterparts of Dtype.cpp, so that the nccl backend has the
// same semantics as the host backends: bf16/f16 widened to f32 for the
// reduction and rounded once, AVG as a sum followed by a division, and the
// deterministic mode's reduction strictly in rank order. Compiled by nvcc to
// a fatbin that the backend loads with cuModuleLoadData; launched with
// cuLaunchKernel, so no CUDA runtime is linked.
//
//===----------------------------------------------------------------------===//

#include <cuda_bf16.h>
#include <cuda_fp16.h>

typedef unsigned long long u64;

// Mirrors fsdp_rt_reduction.
enum { kSum = 0, kAvg = 1, kMax = 2, kMin = 3 };

#define GRID_STRIDE(i, n)                                                      \
  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < (n);            \
       i += (u64)gridDim.x * blockDim.x)

template <typename T> struct Half;
template <> struct Half<__nv_bfloat16> {
  static __device__ float widen(unsigned short b) {
    return __bfloat162float(__ushort_as_bfloat16(b));
  }
  static __device__ unsigned short narrow(float f) {
    return __bfloat16_as_ushort(__float2bfloat16_rn(f));
  }
};
template <> struct Half<__half> {
  static __device__ float widen(unsigned short b) {
    return __half2float(__ushort_as_half(b));
  }
  static __device__ unsigned short narrow(float f) {
    return __half_as_ushort(__float2half_rn(f));
  }
};

/// Integer sums wrap, as on the host backends.
template <typename T> __device__ T add(T a, T b) { return a + b; }
template <> __device__ int add(int a, int b) {
  return int(unsigned(a) + unsigned(b));
}
template <> __device__ long long add(long long a, long long b) {
  return (long long)((unsigned long long)a + (unsigned long long)b);
}
template <> __device__ signed char add(signed char a, signed char b) {
  return (signed char)(unsigned char)((unsigned)a + (unsigned)b);
}

template <typename T> __device__ T combine(int op, T acc, T in) {
  switch (op) {
  case kMax:
    return in > acc ? in : acc;
  case kMin:
    return in < acc ? in : acc;
  default:
    return add(acc, in);
  }
}

template <typename T> __device__ T divide(T v, int divisor) {
  return T(v / T(divisor));
}

template <typename T>
__device__ void orderedReduce(const T *parts, int nparts, u64 n, T *out,
                              int op) {
  GRID_STRIDE(i, n) {
    T acc = parts[i];
    for (int p = 1; p < nparts; ++p)
      acc = combine(op, acc, parts[(u64)p * n + i]);
    out[i] = op == kAvg ? divide(acc, nparts) : acc;
  }
}

template <typename H>
__device__ void orderedReduceHalf(const unsigned short *parts, int nparts,
                                  u64 n, unsigned short *out, int op) {
  GRID_STRIDE(i, n) {
    float acc = Half<H>::widen(parts[i]);
    for (int p = 1; p < nparts; ++p)
      acc = combine(op, acc, Half<H>::widen(parts[(u64)p * n + i]));
    out[i] = Half<H>::narrow(op == kAvg ? acc / float(nparts) : acc);
  }
}

#define ORDERED(NAME, T)                                                       \
  extern "C" __global__ void fsdp_ordered_##NAME(const T *parts, int nparts,   \
                                                 u64 n, T *out, int op) {      \
    orderedReduce<T>(parts, nparts, n, out, op);                               \
  }                                                                            \
  extern "C" __global__ void fsdp_divide_##NAME(T *buf, u64 n, int divisor) {  \
    GRID_STRIDE(i, n) buf[i] = divide(buf[i], divisor);                        \
  }
ORDERED(f32, float)
ORDERED(f64, double)
ORDERED(i32, int)
ORDERED(i64, long long)
ORDERED(i8, signed char)

#define HALF(NAME, H)                                                          \
  extern "C" __global__ void fsdp_ordered_##NAME(                              \
      const unsigned short *parts, int nparts, u64 n, unsigned short *out,     \
      int op) {                                                                \
    orderedReduceHalf<H>(parts, nparts, n, out, op);                           \
  }                                                                            \
  extern "C" __global__ void fsdp_widen_##NAME(const unsigned short *in,       \
                                               float *out, u64 n) {            \
    GRID_STRIDE(i, n) out[i] = Half<H>::widen(in[i]);                          \
  }                                                                            \
  /* divisor > 1: AVG, divided in f32 before the one rounding. */              \
  extern "C" __global__ void fsdp_narrow_##NAME(                               \
      const float *in, unsigned short *out, u64 n, int divisor) {              \
    GRID_STRIDE(i, n) {                                                        \
      float v = in[i];                                                         \
      out[i] = Half<H>::narrow(divisor > 1 ? v / float(divisor) : v);          \
    }                                                                          \
  }
HALF(bf16, __nv_bfloat16)
HALF(f16, __half)
