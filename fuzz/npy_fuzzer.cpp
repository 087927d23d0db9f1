//===- npy_fuzzer.cpp - libFuzzer target of fsdp-run's .npy reader --------===//
//
// Every input is written to an in-memory file and read the way fsdp-run
// reads --load-state and --inputs files: the header (which must reject
// anything malformed without crashing, aborting or allocating what the
// header claims), then, for a valid header of a small array, the whole
// array, every row block along dim 0, and one entry of a leading dimension.
// Built and run by scripts/fuzz.sh.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Runner/Npy.h"

#include <cstdint>
#include <string>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

using namespace fsdprun;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  int fd = memfd_create("npy", 0);
  if (fd < 0)
    return 0;
  size_t off = 0;
  while (off < size) {
    ssize_t w = write(fd, data + off, size - off);
    if (w <= 0)
      break;
    off += size_t(w);
  }
  std::string path = "/proc/self/fd/" + std::to_string(fd);
  NpyHeader header;
  std::string error;
  if (readNpyHeader(path, header, error)) {
    int64_t elements = 1;
    for (int64_t d : header.shape)
      elements *= d; // Validated: the file holds them all.
    int64_t bytes = elements * header.elementBytes();
    if (bytes <= (int64_t(1) << 20)) {
      std::vector<char> out(size_t(bytes) + 1);
      int64_t rows = header.shape.empty() ? 1 : header.shape[0];
      readNpyBlock(path, header, -1, 0, 0, rows, out.data(), error);
      if (rows > 1)
        readNpyBlock(path, header, -1, 0, rows / 2, rows - rows / 2, out.data(),
                     error);
      if (header.shape.size() >= 2 && rows > 0) {
        NpyHeader inner = header;
        readNpyBlock(path, inner, rows - 1, 0, 0, header.shape[1], out.data(),
                     error);
      }
    }
  } else if (error.empty()) {
    __builtin_trap(); // A rejection always says why.
  }
  close(fd);
  return 0;
}
