//===- Dtype.h - Element types and local arithmetic -------------*- C++ -*-===//
//
// What a rank does to data on its own: the sizes and names of the ABI's
// dtypes, bf16/f16 conversions (reduced in f32, rounded once), and the
// element-wise reductions every host backend and the deterministic mode
// share (Dtype.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_DTYPE_H
#define FSDP_RT_SRC_DTYPE_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace fsdp_rt {

/// Numbers of dtype and reduction codes (fsdp_rt_abi.def); the codes are
/// 0 .. count-1.
inline constexpr int kNumDtypes = 0
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS) +1
#include "fsdp_rt/fsdp_rt_abi.def"
    ;
inline constexpr int kNumReductions = 0
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE) +1
#include "fsdp_rt/fsdp_rt_abi.def"
    ;
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS)                          \
  static_assert(CODE >= 0 && CODE < kNumDtypes, "dtype codes are 0..n-1");
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE)                                \
  static_assert(CODE >= 0 && CODE < kNumReductions,                            \
                "reduction codes are 0..n-1");
#include "fsdp_rt/fsdp_rt_abi.def"

bool isValidDtype(int dtype);
bool isValidReduction(int reduction);
/// The int a C caller passed for an enum parameter of the C ABI. C allows
/// any int there, but in C++ reading a value outside the enumerators' range
/// as the enum is undefined (UBSan's -fsanitize=enum reports it), so entry
/// points take the bits as an int, which the checks above then validate.
template <typename E> int passedCode(const E &e) {
  static_assert(sizeof(E) == sizeof(int), "a C enum is int-sized");
  int code;
  std::memcpy(&code, &e, sizeof code);
  return code;
}
size_t dtypeSize(fsdp_rt_dtype t);
bool isHalf(fsdp_rt_dtype t);
const char *dtypeName(fsdp_rt_dtype t);
const char *collectiveName(fsdp_rt_collective c);

float bf16ToF32(uint16_t h);
uint16_t f32ToBf16(float f);
float f16ToF32(uint16_t h);
uint16_t f32ToF16(float f);

/// Widens `n` bf16/f16 elements to f32.
void halfToF32(fsdp_rt_dtype t, const void *src, float *dst, size_t n);
/// Rounds `n` f32 elements to bf16/f16 (round to nearest even).
void f32ToHalf(fsdp_rt_dtype t, const float *src, void *dst, size_t n);

/// acc[i] = acc[i] op in[i] for a native (non-half) type; op is SUM/MAX/MIN.
void combine(fsdp_rt_dtype t, fsdp_rt_reduction op, void *acc, const void *in,
             size_t n);
/// Divides `n` native elements in place by `divisor` (integers truncate).
void divideBy(fsdp_rt_dtype t, void *buf, size_t n, int divisor);

/// Reduces `nparts` contributions of `n` elements each, laid out back to back
/// in `parts`, strictly in order 0..nparts-1 (half types in f32), applies the
/// AVG division, and writes `n` elements of type `t` to `out`.
void orderedReduce(fsdp_rt_dtype t, fsdp_rt_reduction r, const void *parts,
                   int nparts, size_t n, void *out);

/// True when an all-gather of `t` travels as `gatherWire` instead
/// (fsdp_rt_set_gather_dtype: f32 data gathered as bf16/f16).
inline bool gathersNarrowed(fsdp_rt_dtype t, fsdp_rt_dtype gatherWire) {
  return t == FSDP_RT_F32 &&
         (gatherWire == FSDP_RT_BF16 || gatherWire == FSDP_RT_F16);
}

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_DTYPE_H
