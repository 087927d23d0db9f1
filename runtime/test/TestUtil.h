//===- TestUtil.h - Minimal checking helpers for the runtime tests --------===//

#ifndef FSDP_RT_TEST_TESTUTIL_H
#define FSDP_RT_TEST_TESTUTIL_H

#include <cstdio>
#include <cstring>
#include <string>

namespace fsdp_rt_test {

/// Failed checks so far; main returns non-zero when any failed.
inline int &failures() {
  static int count = 0;
  return count;
}

/// Prefix for messages, e.g. "[rank 1] " under MPI.
inline std::string &logPrefix() {
  static std::string prefix;
  return prefix;
}

inline bool report(bool ok, const char *file, int line,
                   const std::string &what) {
  if (!ok) {
    ++failures();
    // Cap the noise when a whole matrix of cases fails the same way.
    if (failures() <= 50)
      std::fprintf(stderr, "%sFAILED %s:%d: %s\n", logPrefix().c_str(), file,
                   line, what.c_str());
  }
  return ok;
}

inline bool contains(const char *haystack, const char *needle) {
  return haystack && std::strstr(haystack, needle) != nullptr;
}

} // namespace fsdp_rt_test

#define CHECK(cond)                                                            \
  ::fsdp_rt_test::report(bool(cond), __FILE__, __LINE__, #cond)
#define CHECK_MSG(cond, msg)                                                   \
  ::fsdp_rt_test::report(bool(cond), __FILE__, __LINE__,                       \
                         std::string(#cond) + " -- " + (msg))
/// Evaluates each operand once: they are often calls with side effects.
#define CHECK_EQ(a, b)                                                         \
  [&](const auto &lhs, const auto &rhs) {                                      \
    return ::fsdp_rt_test::report(lhs == rhs, __FILE__, __LINE__,              \
                                  std::string(#a " == " #b " (") +             \
                                      std::to_string(lhs) + " vs " +           \
                                      std::to_string(rhs) + ")");              \
  }((a), (b))

#endif // FSDP_RT_TEST_TESTUTIL_H
