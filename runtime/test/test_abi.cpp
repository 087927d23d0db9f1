//===- test_abi.cpp - ABI version, options struct, error copies -----------===//
//
// The parts of the C ABI that let callers and the runtime evolve apart: the
// version, the size-carrying options struct, and error messages the caller
// owns (self backend, one process).
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <cstddef>

#include <atomic>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using fsdp_rt_test::contains;

static void testVersion() {
  CHECK_EQ(fsdp_rt_abi_version(), uint32_t(FSDP_RT_ABI_VERSION));
}

/// The enums of fsdp_rt.h and the runtime's dtype table come from one list.
static void testCodesFromTheList() {
  int dtypes = 0;
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS)                          \
  CHECK_EQ(int(FSDP_RT_##NAME), CODE);                                         \
  CHECK_EQ(fsdp_rt_dtype_size(FSDP_RT_##NAME), size_t(BYTES));                 \
  ++dtypes;
#include "fsdp_rt/fsdp_rt_abi.def"
  CHECK_EQ(dtypes, 7);
  // One past the list is not a dtype.
  CHECK_EQ(fsdp_rt_dtype_size(fsdp_rt_dtype(dtypes)), size_t(0));
  int reductions = 0;
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE)                                \
  CHECK_EQ(int(FSDP_RT_##NAME), CODE);                                         \
  ++reductions;
#include "fsdp_rt/fsdp_rt_abi.def"
  CHECK_EQ(reductions, 4);
}

static fsdp_rt_status initWith(const fsdp_rt_options *opts) {
  fsdp_rt_context *ctx = nullptr;
  fsdp_rt_status status = fsdp_rt_init(opts, nullptr, nullptr, &ctx);
  if (ctx)
    CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  return status;
}

/// Options of a caller built against a newer runtime: the struct this one
/// knows, then a field it does not.
struct NewerOptions {
  fsdp_rt_options known;
  int64_t future_field;
};

static void testOptionsSize() {
  fsdp_rt_options opts = FSDP_RT_OPTIONS_INIT;
  CHECK_EQ(opts.struct_size, sizeof(fsdp_rt_options));
  CHECK(opts.backend == nullptr && opts.deterministic == 0);
  opts.backend = "self";
  CHECK_EQ(initWith(&opts), FSDP_RT_OK);

  // Not initialized with the macro.
  opts.struct_size = 0;
  CHECK_EQ(initWith(&opts), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "FSDP_RT_OPTIONS_INIT"));
  // Shorter than any version of the struct.
  opts.struct_size = sizeof(size_t);
  CHECK_EQ(initWith(&opts), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "less than any fsdp_rt_options"));

  // A newer caller that leaves its new fields at their defaults works; one
  // that asks for something this runtime cannot do is refused, not ignored.
  NewerOptions newer{};
  newer.known = FSDP_RT_OPTIONS_INIT;
  newer.known.struct_size = sizeof(NewerOptions);
  newer.known.backend = "self";
  CHECK_EQ(initWith(&newer.known), FSDP_RT_OK);
  newer.future_field = 1;
  CHECK_EQ(initWith(&newer.known), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "does not know"));

  // The timeout, in force from init on (MPI_Init included); a caller built
  // before the field existed gets the default.
  opts = FSDP_RT_OPTIONS_INIT;
  opts.backend = "self";
  opts.timeout_s = 7;
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  CHECK(fsdp_rt_timeout(ctx) == 7);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  opts.struct_size = offsetof(fsdp_rt_options, timeout_s);
  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  CHECK(fsdp_rt_timeout(ctx) == 300);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  opts.struct_size = sizeof(fsdp_rt_options);
  for (double bad : {-1.0, 2e9}) {
    opts.timeout_s = bad;
    CHECK_EQ(initWith(&opts), FSDP_RT_INVALID_ARGUMENT);
    CHECK(contains(fsdp_rt_last_error(nullptr), "options.timeout_s is"));
  }

  // The size is read before anything else: a bad backend behind a bad size
  // reports the size.
  opts = FSDP_RT_OPTIONS_INIT;
  opts.backend = "bogus";
  opts.struct_size = 1;
  CHECK_EQ(initWith(&opts), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "struct_size is 1"));
}

/// An argument error on `g` whose message names `count` elements.
static void recordErrorOf(fsdp_rt_group *g, int64_t count) {
  float x = 0;
  CHECK_EQ(fsdp_rt_all_reduce(g, nullptr, &x, count, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
}

static std::string expectedMessage(int64_t count) {
  return "all_reduce of " + std::to_string(count * 4) +
         " bytes on rank 0: null send buffer with a non-zero count";
}

static void testFormatLastError(fsdp_rt_context *ctx, fsdp_rt_group *g) {
  recordErrorOf(g, 3);
  std::string want = fsdp_rt_last_error(ctx);
  CHECK(contains(want.c_str(), "all_reduce of 12 bytes on rank 0"));
  CHECK_EQ(fsdp_rt_format_last_error(ctx, nullptr, 0), want.size());

  std::vector<char> buffer(want.size() + 1, 'x');
  CHECK_EQ(fsdp_rt_format_last_error(ctx, buffer.data(), buffer.size()),
           want.size());
  CHECK(want == buffer.data());

  // Too small: truncated, still terminated, the full length returned.
  char small[8];
  std::memset(small, 'x', sizeof(small));
  CHECK_EQ(fsdp_rt_format_last_error(ctx, small, sizeof(small)), want.size());
  CHECK(want.substr(0, 7) == small);
  // Capacity 0 writes nothing.
  small[0] = 'x';
  fsdp_rt_format_last_error(ctx, small, 0);
  CHECK_EQ(small[0], 'x');

  // Without a context: the context-free message.
  fsdp_rt_all_reduce(nullptr, nullptr, nullptr, 1, FSDP_RT_F32, FSDP_RT_SUM);
  std::vector<char> global(256);
  fsdp_rt_format_last_error(nullptr, global.data(), global.size());
  CHECK(contains(global.data(), "null group"));
}

/// The pointer fsdp_rt_last_error returned keeps its text while another
/// thread records a new failure on the same context (as the progress thread
/// does): it is this thread's copy, not the context's string.
static void testLastErrorIsAThreadCopy(fsdp_rt_context *ctx, fsdp_rt_group *g) {
  recordErrorOf(g, 1);
  const char *mine = fsdp_rt_last_error(ctx);
  std::string before = mine;
  std::thread other([&] {
    recordErrorOf(g, 123456789);
    CHECK(std::string(fsdp_rt_last_error(ctx)) == expectedMessage(123456789));
  });
  other.join();
  CHECK(before == mine);
  CHECK(std::string(fsdp_rt_last_error(ctx)) == expectedMessage(123456789));
}

/// Readers see whole messages while a writer keeps replacing them with
/// shorter and longer ones (run it under -DFSDP_SANITIZE=thread to see the
/// race of a shared pointer).
static void testConcurrentReaders(fsdp_rt_context *ctx, fsdp_rt_group *g) {
  const int64_t counts[] = {1, 1000000000000, 7, 123456789};
  std::atomic<bool> done{false};
  std::atomic<int> torn{0};
  std::thread writer([&] {
    for (int i = 0; i < 20000; ++i)
      recordErrorOf(g, counts[i % 4]);
    done = true;
  });
  auto valid = [&](const std::string &m) {
    for (int64_t c : counts)
      if (m == expectedMessage(c))
        return true;
    return false;
  };
  char buffer[128];
  while (!done) {
    if (!valid(fsdp_rt_last_error(ctx)))
      ++torn;
    fsdp_rt_format_last_error(ctx, buffer, sizeof(buffer));
    if (!valid(buffer))
      ++torn;
  }
  writer.join();
  CHECK_EQ(torn.load(), 0);
}

int main() {
  testVersion();
  testCodesFromTheList();
  testOptionsSize();

  fsdp_rt_options opts = FSDP_RT_OPTIONS_INIT;
  opts.backend = "self";
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  if (!ctx)
    return 1;
  fsdp_rt_group *g = nullptr;
  int64_t one[] = {1}, ax0[] = {0};
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 1, ax0, &g), FSDP_RT_OK);
  // Before any failure the message is empty, in both forms.
  char empty[4] = "xyz";
  CHECK_EQ(fsdp_rt_format_last_error(ctx, empty, sizeof(empty)), size_t(0));
  CHECK_EQ(empty[0], '\0');
  testFormatLastError(ctx, g);
  testLastErrorIsAThreadCopy(ctx, g);
  testConcurrentReaders(ctx, g);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);

  if (fsdp_rt_test::failures())
    std::fprintf(stderr, "%d check(s) failed\n", fsdp_rt_test::failures());
  else
    std::printf("test_abi: all checks passed\n");
  return fsdp_rt_test::failures() != 0;
}
