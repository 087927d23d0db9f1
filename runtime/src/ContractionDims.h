//===- ContractionDims.h - Loop dimensions of a contraction -----*- C++ -*-===//
//
// The dimension records of fsdp_rt_mlir_contract and its CUDA twin, as both
// the BLAS and the cuBLAS entry read them: which operand has a dimension of
// which role, and its size and strides.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_CONTRACTIONDIMS_H
#define FSDP_RT_SRC_CONTRACTIONDIMS_H

#include "fsdp_rt/fsdp_rt.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace fsdp_rt::contraction {

enum Operand { A = 0, B = 1, C = 2 };

/// One loop dimension of the contraction.
struct Dim {
  int role;
  int64_t size;
  int64_t stride[3];
};

/// Does operand `x` have a dimension of `role`?
inline bool hasRole(int x, int role) {
  switch (role) {
  case FSDP_RT_DIM_BATCH:
    return true;
  case FSDP_RT_DIM_M:
    return x != B;
  case FSDP_RT_DIM_N:
    return x != A;
  default:
    return x != C;
  }
}

/// What is wrong with a contraction's element types, dimension list or
/// operand pointers, or "": the checks both entry points make first.
inline std::string checkArguments(int aType, int bType, int cType,
                                  int64_t ndims, const int64_t *dimWords,
                                  const void *a, const void *b, const void *c) {
  auto isFloat = [](int t) {
    return t == FSDP_RT_F32 || t == FSDP_RT_F64 || t == FSDP_RT_BF16 ||
           t == FSDP_RT_F16;
  };
  if (!isFloat(aType) || !isFloat(bType) ||
      (cType != FSDP_RT_F32 && cType != FSDP_RT_F64))
    return "element types must be floats with an f32 or f64 result";
  if (cType == FSDP_RT_F32 && (aType == FSDP_RT_F64 || bType == FSDP_RT_F64))
    return "an f64 operand cannot feed an f32 result";
  if (ndims < 0 || ndims > 64 || (ndims > 0 && !dimWords))
    return "bad dimension list";
  if (!a || !b || !c)
    return "null operand";
  return "";
}

/// Reads dimension `i` of `dimWords` (role, size, the strides of A, B and C;
/// an operand without the role gets stride 0) into `d`; returns what is
/// wrong with it, or "".
inline std::string readDim(const int64_t *dimWords, int64_t i, Dim &d) {
  const int64_t *w = dimWords + 5 * i;
  d = Dim{int(w[0]), w[1], {w[2], w[3], w[4]}};
  if (d.role < FSDP_RT_DIM_BATCH || d.role > FSDP_RT_DIM_K || d.size < 0)
    return "dimension " + std::to_string(i) + " has role " +
           std::to_string(d.role) + " and size " + std::to_string(d.size);
  for (int x = 0; x < 3; ++x)
    if (!hasRole(x, d.role))
      d.stride[x] = 0;
  return "";
}

/// Puts the dimensions in the canonical order both entries merge from: batch
/// dimensions as given, then the m, n and k ones, each from the largest
/// stride of C (m, n) or A (k) to the smallest, so that dimensions that are
/// one dimension split in two become neighbours.
inline void sortCanonical(std::vector<Dim> &dims) {
  auto key = [](const Dim &d) {
    return d.role == FSDP_RT_DIM_K ? d.stride[A] : d.stride[C];
  };
  std::stable_sort(dims.begin(), dims.end(), [&](const Dim &x, const Dim &y) {
    if (x.role != y.role)
      return x.role < y.role;
    if (x.role == FSDP_RT_DIM_BATCH)
      return false;
    return std::abs(key(x)) > std::abs(key(y));
  });
}

/// How a GEMM reads in place a matrix whose element (i, j) is at
/// i*si + j*sj: `Direct` when j is the contiguous index (leading dimension
/// si), `Transposed` when i is (leading dimension sj), `None` when neither is
/// or the leading dimension exceeds the libraries' int.
enum class MatrixFit { None, Direct, Transposed };

inline MatrixFit fitMatrix(int64_t ni, int64_t nj, int64_t si, int64_t sj,
                           int64_t &ld) {
  auto fits = [&](MatrixFit fit) {
    return ld <= INT_MAX ? fit : MatrixFit::None;
  };
  if ((nj == 1 || sj == 1) && (ni == 1 || si >= std::max<int64_t>(1, nj))) {
    ld = ni == 1 ? std::max<int64_t>(1, nj) : si;
    return fits(MatrixFit::Direct);
  }
  if ((ni == 1 || si == 1) && (nj == 1 || sj >= std::max<int64_t>(1, ni))) {
    ld = nj == 1 ? std::max<int64_t>(1, ni) : sj;
    return fits(MatrixFit::Transposed);
  }
  return MatrixFit::None;
}

} // namespace fsdp_rt::contraction

#endif // FSDP_RT_SRC_CONTRACTIONDIMS_H
