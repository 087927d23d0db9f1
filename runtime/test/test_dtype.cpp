//===- test_dtype.cpp - Half conversions and local reductions -------------===//
//
// Compares the runtime's f16 conversions against the compiler's _Float16
// (libgcc rounds to nearest even), exhaustively where the domain allows.
//
//===----------------------------------------------------------------------===//

#include "../src/Dtype.h"
#include "TestUtil.h"

#include <cmath>
#include <random>

using namespace fsdp_rt;

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
static uint16_t refF16(float f) {
  _Float16 h = (_Float16)f;
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}

static bool sameF16(uint16_t a, uint16_t b) {
  bool nanA = (a & 0x7c00) == 0x7c00 && (a & 0x3ff);
  bool nanB = (b & 0x7c00) == 0x7c00 && (b & 0x3ff);
  return nanA || nanB ? nanA == nanB && (a & 0x8000) == (b & 0x8000) : a == b;
}

static void testF16ToF32Exhaustive() {
  int bad = 0;
  for (uint32_t h = 0; h < 0x10000; ++h) {
    _Float16 ref;
    uint16_t h16 = uint16_t(h);
    std::memcpy(&ref, &h16, 2);
    float want = float(ref), got = f16ToF32(h16);
    bool ok = std::isnan(want) ? std::isnan(got) : bitsOf(want) == bitsOf(got);
    bad += !ok;
  }
  CHECK_EQ(bad, 0);
}

static void testF32ToF16() {
  int bad = 0;
  auto check = [&](float f) {
    if (!sameF16(f32ToF16(f), refF16(f))) {
      if (++bad < 5)
        std::fprintf(stderr, "f32ToF16(%a) = %04x, want %04x\n", double(f),
                     f32ToF16(f), refF16(f));
    }
  };
  // Every f16 value, and the points just around each rounding boundary
  // (midpoints between neighbours, +-1 ulp of f32).
  for (uint32_t h = 0; h < 0x7c00; ++h) {
    float lo = f16ToF32(uint16_t(h)), hi = f16ToF32(uint16_t(h + 1));
    float mid = (lo + hi) / 2;
    for (float f :
         {lo, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
      check(f);
      check(-f);
    }
  }
  std::mt19937 rng(42);
  for (int i = 0; i < 2000000; ++i)
    check(floatOf(rng()));
  for (float f : {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 65504.0f, 65519.99f,
                  65520.0f, 1e10f, 0x1p-24f, 0x1p-25f, 0x1.000002p-25f,
                  0x1.8p-24f, 0x1p-26f, 0x1p-14f, 0x1.ffcp-15f})
    check(f);
  CHECK_EQ(bad, 0);
}

static void testBf16() {
  CHECK_EQ(f32ToBf16(1.0f), 0x3f80);
  CHECK_EQ(f32ToBf16(floatOf(0x3f808000u)), 0x3f80); // Tie to even (down).
  CHECK_EQ(f32ToBf16(floatOf(0x3f818000u)), 0x3f82); // Tie to even (up).
  CHECK_EQ(f32ToBf16(floatOf(0x3f808001u)), 0x3f81);
  CHECK_EQ(f32ToBf16(floatOf(0x7f7fffffu)), 0x7f80); // Rounds to inf.
  CHECK_EQ(f32ToBf16(INFINITY), 0x7f80);
  CHECK_EQ(f32ToBf16(-INFINITY), 0xff80);
  CHECK(std::isnan(bf16ToF32(f32ToBf16(NAN))));
  // A NaN whose payload sits in the low bits only must stay NaN.
  CHECK(std::isnan(bf16ToF32(f32ToBf16(floatOf(0x7f800001u)))));
  CHECK_EQ(f32ToBf16(floatOf(0x00008000u)), 0x0000); // Subnormal tie.
  int bad = 0;
  for (uint32_t h = 0; h < 0x10000; ++h) {
    float f = bf16ToF32(uint16_t(h));
    bad += bitsOf(f) != h << 16;
    if (!std::isnan(f))
      bad += f32ToBf16(f) != h; // Representable values round-trip.
  }
  CHECK_EQ(bad, 0);
}

static void testOrderedReduce() {
  // Order matters in f32: (1e8 + 1) - 1e8 = 0, not 1.
  float parts[3] = {1e8f, 1.0f, -1e8f};
  float out;
  orderedReduce(FSDP_RT_F32, FSDP_RT_SUM, parts, 3, 1, &out);
  CHECK(out == 0.0f);
  int32_t ip[4] = {7, -2, 3, 1}; // Two parts of two elements.
  int32_t io[2];
  orderedReduce(FSDP_RT_I32, FSDP_RT_AVG, ip, 2, 2, io);
  CHECK_EQ(io[0], 5); // (7 + 3) / 2
  CHECK_EQ(io[1], 0); // (-2 + 1) / 2 truncates toward zero
  orderedReduce(FSDP_RT_I32, FSDP_RT_MIN, ip, 2, 2, io);
  CHECK_EQ(io[0], 3);
  CHECK_EQ(io[1], -2);
  int8_t bp[2] = {100, 100};
  int8_t bo;
  orderedReduce(FSDP_RT_I8, FSDP_RT_SUM, bp, 2, 1, &bo);
  CHECK_EQ(int(bo), -56); // Integer sums wrap.
  // bf16 sums in f32 and rounds once: 1 + 2^-8 + 2^-8 = 1 + 2^-7 exactly,
  // while rounding after each step (ties to even) would stay at 1.
  uint16_t hp[3] = {f32ToBf16(1.0f), f32ToBf16(0x1p-8f), f32ToBf16(0x1p-8f)};
  uint16_t ho;
  orderedReduce(FSDP_RT_BF16, FSDP_RT_SUM, hp, 3, 1, &ho);
  CHECK(bf16ToF32(ho) == 1.0f + 0x1p-7f);
}

int main() {
  testF16ToF32Exhaustive();
  testF32ToF16();
  testBf16();
  testOrderedReduce();
  if (fsdp_rt_test::failures())
    std::fprintf(stderr, "%d check(s) failed\n", fsdp_rt_test::failures());
  else
    std::printf("test_dtype: all checks passed\n");
  return fsdp_rt_test::failures() != 0;
}
