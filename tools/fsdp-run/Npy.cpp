//===- Npy.cpp - Reading and writing .npy files ---------------------------===//

#include "Npy.h"

#include <cstring>
#include <memory>

using namespace fsdprun;

namespace {
struct FileCloser {
  void operator()(FILE *f) const {
    if (f)
      fclose(f);
  }
};
using File = std::unique_ptr<FILE, FileCloser>;

/// The value of `key` in the header dictionary, as raw text up to the next
/// top-level comma or closing brace.
bool findValue(const std::string &dict, const std::string &key,
               std::string &value) {
  size_t k = dict.find("'" + key + "'");
  if (k == std::string::npos)
    return false;
  size_t colon = dict.find(':', k);
  if (colon == std::string::npos)
    return false;
  size_t i = colon + 1;
  while (i < dict.size() && dict[i] == ' ')
    ++i;
  int depth = 0;
  size_t start = i;
  for (; i < dict.size(); ++i) {
    char c = dict[i];
    if (c == '(' || c == '[')
      ++depth;
    else if (c == ')' || c == ']')
      --depth;
    else if ((c == ',' || c == '}') && depth == 0)
      break;
  }
  value = dict.substr(start, i - start);
  return true;
}
} // namespace

int64_t NpyHeader::elementBytes() const {
  if (descr.size() < 3)
    return 0;
  return std::atoll(descr.c_str() + 2);
}

bool fsdprun::readNpyHeader(const std::string &path, NpyHeader &header,
                            std::string &error) {
  File f(fopen(path.c_str(), "rb"));
  if (!f) {
    error = "cannot open " + path;
    return false;
  }
  char magic[8];
  if (fread(magic, 1, 8, f.get()) != 8 ||
      std::memcmp(magic, "\x93NUMPY", 6) != 0) {
    error = path + " is not an .npy file";
    return false;
  }
  uint32_t headerLen = 0;
  long offset = 0;
  if (magic[6] == 1) {
    unsigned char len[2];
    if (fread(len, 1, 2, f.get()) != 2) {
      error = path + ": truncated header";
      return false;
    }
    headerLen = len[0] | (len[1] << 8);
    offset = 10;
  } else {
    unsigned char len[4];
    if (fread(len, 1, 4, f.get()) != 4) {
      error = path + ": truncated header";
      return false;
    }
    headerLen =
        len[0] | (len[1] << 8) | (len[2] << 16) | (uint32_t(len[3]) << 24);
    offset = 12;
  }
  std::string dict(headerLen, '\0');
  if (fread(dict.data(), 1, headerLen, f.get()) != headerLen) {
    error = path + ": truncated header";
    return false;
  }
  header.dataOffset = offset + headerLen;
  std::string descr, order, shape;
  if (!findValue(dict, "descr", descr) ||
      !findValue(dict, "fortran_order", order) ||
      !findValue(dict, "shape", shape)) {
    error = path + ": malformed header";
    return false;
  }
  if (order.find("True") != std::string::npos) {
    error = path + ": Fortran-ordered arrays are not supported";
    return false;
  }
  header.descr = descr.substr(1, descr.size() - 2);
  if (header.descr.size() >= 2 && header.descr[0] == '|')
    header.descr[0] = '<';
  if (header.descr.size() < 3 || header.descr[0] != '<') {
    error = path + ": unsupported dtype '" + header.descr +
            "' (little-endian only)";
    return false;
  }
  header.shape.clear();
  const char *p = shape.c_str();
  while (*p) {
    if (*p >= '0' && *p <= '9') {
      char *end;
      header.shape.push_back(std::strtoll(p, &end, 10));
      p = end;
    } else {
      ++p;
    }
  }
  return true;
}

bool fsdprun::readNpyBlock(const std::string &path, const NpyHeader &header,
                           int64_t leading, int64_t dim, int64_t begin,
                           int64_t count, void *out, std::string &error) {
  File f(fopen(path.c_str(), "rb"));
  if (!f) {
    error = "cannot open " + path;
    return false;
  }
  std::vector<int64_t> shape = header.shape;
  int64_t eb = header.elementBytes();
  int64_t base = header.dataOffset;
  if (leading >= 0) {
    int64_t sliceElems = 1;
    for (size_t d = 1; d < shape.size(); ++d)
      sliceElems *= shape[d];
    base += leading * sliceElems * eb;
    shape.erase(shape.begin());
  }
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d)
    outer *= shape[d];
  for (size_t d = dim + 1; d < shape.size(); ++d)
    inner *= shape[d];
  int64_t extent = shape.empty() ? 1 : shape[dim];
  int64_t avail = std::max<int64_t>(0, std::min(count, extent - begin));
  char *dst = static_cast<char *>(out);
  for (int64_t o = 0; o < outer; ++o) {
    if (avail == 0)
      break;
    long pos = base + ((o * extent + begin) * inner) * eb;
    if (fseek(f.get(), pos, SEEK_SET) != 0) {
      error = path + ": seek failed";
      return false;
    }
    size_t bytes = avail * inner * eb;
    if (fread(dst + o * count * inner * eb, 1, bytes, f.get()) != bytes) {
      error = path + ": file is shorter than its header says";
      return false;
    }
  }
  return true;
}

bool fsdprun::writeNpy(const std::string &path, const std::string &descr,
                       const std::vector<int64_t> &shape, const void *data,
                       std::string &error) {
  std::string dict =
      "{'descr': '" + descr + "', 'fortran_order': False, " + "'shape': (";
  int64_t n = 1;
  for (int64_t s : shape) {
    dict += std::to_string(s) + ", ";
    n *= s;
  }
  // "(4,)" for one dimension, "(2, 3,)" for more: both are Python tuples.
  if (!shape.empty())
    dict.pop_back();
  dict += "), }";
  // Pad with spaces so that the data starts at a multiple of 64 bytes.
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  File f(fopen(path.c_str(), "wb"));
  if (!f) {
    error = "cannot write " + path;
    return false;
  }
  uint16_t len = dict.size();
  unsigned char prefix[10] = {0x93,
                              'N',
                              'U',
                              'M',
                              'P',
                              'Y',
                              1,
                              0,
                              static_cast<unsigned char>(len & 0xff),
                              static_cast<unsigned char>(len >> 8)};
  int64_t eb = std::atoll(descr.c_str() + 2);
  if (fwrite(prefix, 1, 10, f.get()) != 10 ||
      fwrite(dict.data(), 1, dict.size(), f.get()) != dict.size() ||
      fwrite(data, 1, n * eb, f.get()) != size_t(n * eb)) {
    error = "short write to " + path;
    return false;
  }
  return true;
}
