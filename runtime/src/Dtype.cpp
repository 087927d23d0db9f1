//===- Dtype.cpp - Element types, half conversions, local reductions ------===//

#include "Dtype.h"
#include "Status.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fsdp_rt {

bool isValidDtype(int dtype) { return dtype >= 0 && dtype < kNumDtypes; }

bool isValidReduction(int reduction) {
  return reduction >= 0 && reduction < kNumReductions;
}

size_t dtypeSize(fsdp_rt_dtype t) {
  switch (t) {
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS)                          \
  case FSDP_RT_##NAME:                                                         \
    static_assert(BYTES * 8 == BITS, "a dtype's size is its width");           \
    return BYTES;
#include "fsdp_rt/fsdp_rt_abi.def"
  }
  return 0;
}

bool isHalf(fsdp_rt_dtype t) { return t == FSDP_RT_BF16 || t == FSDP_RT_F16; }

// The spelling of a dtype is MLIR's: class prefix and width ("bf16").
#define FSDP_RT_CLASS_PREFIX_FLOAT "f"
#define FSDP_RT_CLASS_PREFIX_BFLOAT "bf"
#define FSDP_RT_CLASS_PREFIX_INT "i"

const char *dtypeName(fsdp_rt_dtype t) {
  switch (t) {
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS)                          \
  case FSDP_RT_##NAME:                                                         \
    return FSDP_RT_CLASS_PREFIX_##CLASS #BITS;
#include "fsdp_rt/fsdp_rt_abi.def"
  }
  return "<invalid dtype>";
}

const char *collectiveName(fsdp_rt_collective c) {
  switch (c) {
  case FSDP_RT_ALL_REDUCE:
    return "all_reduce";
  case FSDP_RT_REDUCE_SCATTER:
    return "reduce_scatter";
  case FSDP_RT_ALL_GATHER:
    return "all_gather";
  default:
    return "<invalid collective>";
  }
}

static uint32_t bitsOf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

static float floatOf(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

float bf16ToF32(uint16_t h) { return floatOf(uint32_t(h) << 16); }

uint16_t f32ToBf16(float f) {
  uint32_t u = bitsOf(f);
  // Keep NaNs NaN: rounding could carry a NaN payload into infinity.
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((u >> 16) | 0x40);
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}

float f16ToF32(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0) {
    // Subnormal: mant * 2^-24 is exact in f32.
    float mag = float(mant) * 0x1p-24f;
    return floatOf(sign | bitsOf(mag));
  }
  if (exp == 31)
    return floatOf(sign | 0x7f800000u | (mant << 13));
  return floatOf(sign | ((exp + 112) << 23) | (mant << 13));
}

uint16_t f32ToF16(float f) {
  uint32_t u = bitsOf(f);
  uint16_t sign = uint16_t((u >> 16) & 0x8000u);
  uint32_t a = u & 0x7fffffffu;
  if (a >= 0x7f800000u) {
    if (a == 0x7f800000u)
      return sign | 0x7c00u;
    return sign | 0x7e00u | uint16_t((a >> 13) & 0x3ffu);
  }
  // 65520 is halfway between the largest f16 (65504, odd mantissa) and 2^16,
  // so it and everything above round to infinity.
  if (a >= 0x477ff000u)
    return sign | 0x7c00u;
  if (a < 0x38800000u) {
    // Result is subnormal (or zero): units of 2^-24. Below 2^-25 everything
    // rounds to zero; exactly 2^-25 ties to the even value zero.
    if (a < 0x33000000u)
      return sign;
    uint32_t exp = a >> 23;
    uint32_t mant = (a & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - exp;
    uint32_t r = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t half = 1u << (shift - 1);
    if (rem > half || (rem == half && (r & 1u)))
      ++r;
    return sign | uint16_t(r);
  }
  uint32_t r = (a - 0x38000000u) >> 13;
  uint32_t rem = a & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (r & 1u)))
    ++r; // A carry into the exponent is the correct rounding.
  return sign | uint16_t(r);
}

void halfToF32(fsdp_rt_dtype t, const void *src, float *dst, size_t n) {
  const uint16_t *s = static_cast<const uint16_t *>(src);
  if (t == FSDP_RT_BF16) {
    for (size_t i = 0; i < n; ++i)
      dst[i] = bf16ToF32(s[i]);
  } else {
    for (size_t i = 0; i < n; ++i)
      dst[i] = f16ToF32(s[i]);
  }
}

void f32ToHalf(fsdp_rt_dtype t, const float *src, void *dst, size_t n) {
  uint16_t *d = static_cast<uint16_t *>(dst);
  if (t == FSDP_RT_BF16) {
    for (size_t i = 0; i < n; ++i)
      d[i] = f32ToBf16(src[i]);
  } else {
    for (size_t i = 0; i < n; ++i)
      d[i] = f32ToF16(src[i]);
  }
}

namespace {
/// Integer sums wrap (like MPI's), without signed-overflow UB.
template <typename T> T add(T a, T b) {
  if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    return T(U(a) + U(b));
  } else {
    return a + b;
  }
}

template <typename T>
void combineT(fsdp_rt_reduction op, T *acc, const T *in, size_t n) {
  switch (op) {
  case FSDP_RT_SUM:
  case FSDP_RT_AVG:
    for (size_t i = 0; i < n; ++i)
      acc[i] = add(acc[i], in[i]);
    break;
  case FSDP_RT_MAX:
    for (size_t i = 0; i < n; ++i)
      acc[i] = in[i] > acc[i] ? in[i] : acc[i];
    break;
  case FSDP_RT_MIN:
    for (size_t i = 0; i < n; ++i)
      acc[i] = in[i] < acc[i] ? in[i] : acc[i];
    break;
  }
}

template <typename T> void divideT(T *buf, size_t n, int divisor) {
  for (size_t i = 0; i < n; ++i)
    buf[i] = T(buf[i] / T(divisor));
}

template <typename T>
void orderedReduceT(fsdp_rt_reduction r, const T *parts, int nparts, size_t n,
                    T *out) {
  std::memcpy(out, parts, n * sizeof(T));
  for (int p = 1; p < nparts; ++p)
    combineT(r, out, parts + size_t(p) * n, n);
  if (r == FSDP_RT_AVG)
    divideT(out, n, nparts);
}
} // namespace

void combine(fsdp_rt_dtype t, fsdp_rt_reduction op, void *acc, const void *in,
             size_t n) {
  switch (t) {
  case FSDP_RT_F32:
    return combineT(op, static_cast<float *>(acc),
                    static_cast<const float *>(in), n);
  case FSDP_RT_F64:
    return combineT(op, static_cast<double *>(acc),
                    static_cast<const double *>(in), n);
  case FSDP_RT_I32:
    return combineT(op, static_cast<int32_t *>(acc),
                    static_cast<const int32_t *>(in), n);
  case FSDP_RT_I64:
    return combineT(op, static_cast<int64_t *>(acc),
                    static_cast<const int64_t *>(in), n);
  case FSDP_RT_I8:
    return combineT(op, static_cast<int8_t *>(acc),
                    static_cast<const int8_t *>(in), n);
  default:
    fail(FSDP_RT_BACKEND_ERROR, "internal: combine on a half type");
  }
}

void divideBy(fsdp_rt_dtype t, void *buf, size_t n, int divisor) {
  if (divisor == 1)
    return;
  switch (t) {
  case FSDP_RT_F32:
    return divideT(static_cast<float *>(buf), n, divisor);
  case FSDP_RT_F64:
    return divideT(static_cast<double *>(buf), n, divisor);
  case FSDP_RT_I32:
    return divideT(static_cast<int32_t *>(buf), n, divisor);
  case FSDP_RT_I64:
    return divideT(static_cast<int64_t *>(buf), n, divisor);
  case FSDP_RT_I8:
    return divideT(static_cast<int8_t *>(buf), n, divisor);
  default:
    fail(FSDP_RT_BACKEND_ERROR, "internal: divide on a half type");
  }
}

void orderedReduce(fsdp_rt_dtype t, fsdp_rt_reduction r, const void *parts,
                   int nparts, size_t n, void *out) {
  if (isHalf(t)) {
    std::vector<float> wide(size_t(nparts) * n);
    halfToF32(t, parts, wide.data(), wide.size());
    std::vector<float> acc(n);
    orderedReduceT(r, wide.data(), nparts, n, acc.data());
    f32ToHalf(t, acc.data(), out, n);
    return;
  }
  switch (t) {
  case FSDP_RT_F32:
    return orderedReduceT(r, static_cast<const float *>(parts), nparts, n,
                          static_cast<float *>(out));
  case FSDP_RT_F64:
    return orderedReduceT(r, static_cast<const double *>(parts), nparts, n,
                          static_cast<double *>(out));
  case FSDP_RT_I32:
    return orderedReduceT(r, static_cast<const int32_t *>(parts), nparts, n,
                          static_cast<int32_t *>(out));
  case FSDP_RT_I64:
    return orderedReduceT(r, static_cast<const int64_t *>(parts), nparts, n,
                          static_cast<int64_t *>(out));
  case FSDP_RT_I8:
    return orderedReduceT(r, static_cast<const int8_t *>(parts), nparts, n,
                          static_cast<int8_t *>(out));
  default:
    fail(FSDP_RT_BACKEND_ERROR, "internal: bad dtype");
  }
}

} // namespace fsdp_rt

extern "C" size_t fsdp_rt_dtype_size(fsdp_rt_dtype dtype) {
  int code = fsdp_rt::passedCode(dtype);
  return fsdp_rt::isValidDtype(code) ? fsdp_rt::dtypeSize(fsdp_rt_dtype(code))
                                     : 0;
}
