//===- Npy.h - Reading and writing .npy files -------------------*- C++ -*-===//
//
// The subset of NumPy's .npy format (v1-v3, C order, little endian) that the
// runner exchanges with numpy: whole-array writes and partial reads of a
// block of rows along one dimension, so that a rank reads only its shard.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_NPY_H
#define FSDP_RUNNER_NPY_H

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace fsdprun {

/// The header of an .npy file.
struct NpyHeader {
  /// NumPy's type string, e.g. "<f4".
  std::string descr;
  std::vector<int64_t> shape;
  /// Byte offset of the data in the file.
  int64_t dataOffset = 0;
  int64_t elementBytes() const;
};

/// Reads the header of `path` and checks it strictly: version 1-3, a header
/// dictionary with exactly 'descr' (little-endian numbers of 1, 2, 4 or 8
/// bytes), 'fortran_order' (False) and 'shape' (non-negative dimensions), and
/// a file exactly as long as the header and the data it describes. On
/// failure returns false and sets `error`.
bool readNpyHeader(const std::string &path, NpyHeader &header,
                   std::string &error);

/// Reads from `path` the elements whose index along `dim` lies in
/// [begin, begin + count) (clamped to the file's extent), into `out`, laid
/// out as a C-order array whose `dim` has `count` entries; entries beyond the
/// file's extent along `dim` are left untouched (the caller zeroes them).
/// `leading` optionally selects one entry of an extra leading dimension (a
/// step index); -1 means none. Returns false and sets `error` on failure.
bool readNpyBlock(const std::string &path, const NpyHeader &header,
                  int64_t leading, int64_t dim, int64_t begin, int64_t count,
                  void *out, std::string &error);

/// The bytes of a version-1 .npy header for `descr` and `shape` (padded so
/// that the data starts at a multiple of 64 bytes).
std::string npyHeader(const std::string &descr,
                      const std::vector<int64_t> &shape);

/// Writes a C-order array to `path`.
bool writeNpy(const std::string &path, const std::string &descr,
              const std::vector<int64_t> &shape, const void *data,
              std::string &error);

} // namespace fsdprun

#endif // FSDP_RUNNER_NPY_H
