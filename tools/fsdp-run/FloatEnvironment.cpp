//===- FloatEnvironment.cpp - Flushing subnormal floats -------------------===//

#include "FloatEnvironment.h"

#include <cstdint>

#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

using namespace fsdprun;

namespace {

#if defined(__x86_64__)
/// MXCSR bits: flush-to-zero (results) and denormals-are-zero (operands).
constexpr unsigned kFlushToZero = 0x8000, kDenormalsAreZero = 0x0040;
#elif defined(__aarch64__)
/// FPCR.FZ flushes both operands and results of single and double precision
/// (half precision has its own FZ16, left alone: x86 does not flush it
/// either).
constexpr uint64_t kFpcrFz = uint64_t(1) << 24;

uint64_t readFpcr() {
  uint64_t fpcr;
  __asm__ __volatile__("mrs %0, fpcr" : "=r"(fpcr));
  return fpcr;
}
#endif

} // namespace

const char *fsdprun::denormalFlushMechanism() {
#if defined(__x86_64__)
  return "FTZ+DAZ";
#elif defined(__aarch64__)
  return "FPCR.FZ";
#else
  return nullptr;
#endif
}

bool fsdprun::flushDenormals(std::string &error) {
  if (!denormalFlushMechanism()) {
    error = "--flush-denormals is not supported on this target (only on "
            "x86-64 and AArch64)";
    return false;
  }
#if defined(__x86_64__)
  _mm_setcsr(_mm_getcsr() | kFlushToZero | kDenormalsAreZero);
#elif defined(__aarch64__)
  uint64_t fpcr = readFpcr() | kFpcrFz;
  __asm__ __volatile__("msr fpcr, %0" : : "r"(fpcr));
#endif
  return true;
}
