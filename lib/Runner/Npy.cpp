//===- Npy.cpp - Reading and writing .npy files ---------------------------===//

#include "fsdp/Runner/Npy.h"

#include <cctype>
#include <cerrno>
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

/// NumPy itself refuses headers above 10000 bytes unless told otherwise; a
/// length field beyond this is a broken or hostile file, and is refused
/// before anything of that size is allocated.
constexpr uint32_t kMaxHeaderBytes = 1 << 16;

/// A strict parser of the header dictionary NumPy writes:
/// `{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }`, spaces
/// and a trailing comma allowed, each key exactly once, nothing else.
class DictParser {
public:
  explicit DictParser(const std::string &text) : text(text) {}

  bool parse(std::string &descr, bool &fortran, std::vector<int64_t> &shape,
             std::string &error) {
    bool seenDescr = false, seenOrder = false, seenShape = false;
    skipSpace();
    if (!consume('{'))
      return fail("the header is not a dictionary", error);
    while (true) {
      skipSpace();
      if (consume('}'))
        break;
      std::string key;
      if (!parseString(key))
        return fail("malformed header key", error);
      skipSpace();
      if (!consume(':'))
        return fail("malformed header: ':' expected after '" + key + "'",
                    error);
      skipSpace();
      if (key == "descr" && !seenDescr) {
        seenDescr = true;
        if (!parseString(descr))
          return fail("'descr' must be a string", error);
      } else if (key == "fortran_order" && !seenOrder) {
        seenOrder = true;
        if (text.compare(pos, 4, "True") == 0) {
          fortran = true;
          pos += 4;
        } else if (text.compare(pos, 5, "False") == 0) {
          fortran = false;
          pos += 5;
        } else {
          return fail("'fortran_order' must be True or False", error);
        }
      } else if (key == "shape" && !seenShape) {
        seenShape = true;
        if (!parseShape(shape, error))
          return false;
      } else {
        return fail("unexpected or repeated header key '" + key + "'", error);
      }
      skipSpace();
      if (consume(','))
        continue;
      if (consume('}'))
        break;
      return fail("malformed header: ',' or '}' expected", error);
    }
    skipSpace();
    if (pos != text.size())
      return fail("unexpected text after the header dictionary", error);
    if (!seenDescr || !seenOrder || !seenShape)
      return fail("the header lacks 'descr', 'fortran_order' or 'shape'",
                  error);
    return true;
  }

private:
  static bool fail(const std::string &message, std::string &error) {
    error = message;
    return false;
  }
  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\n'))
      ++pos;
  }
  bool consume(char c) {
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool parseString(std::string &out) {
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return false;
    char quote = text[pos++];
    size_t end = text.find(quote, pos);
    if (end == std::string::npos)
      return false;
    out = text.substr(pos, end - pos);
    pos = end + 1;
    return true;
  }
  bool parseShape(std::vector<int64_t> &shape, std::string &error) {
    shape.clear();
    if (!consume('('))
      return fail("'shape' must be a tuple", error);
    while (true) {
      skipSpace();
      if (consume(')'))
        return true;
      if (pos < text.size() && text[pos] == '-')
        return fail("'shape' has a negative dimension", error);
      if (pos >= text.size() || !std::isdigit(uint8_t(text[pos])))
        return fail("'shape' must be a tuple of non-negative integers", error);
      int64_t v = 0;
      while (pos < text.size() && std::isdigit(uint8_t(text[pos]))) {
        if (__builtin_mul_overflow(v, 10, &v) ||
            __builtin_add_overflow(v, text[pos] - '0', &v))
          return fail("a dimension of 'shape' does not fit in 64 bits", error);
        ++pos;
      }
      shape.push_back(v);
      skipSpace();
      if (consume(','))
        continue;
      if (consume(')'))
        return true;
      return fail("malformed 'shape'", error);
    }
  }

  const std::string &text;
  size_t pos = 0;
};
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
  if (fseeko(f.get(), 0, SEEK_END) != 0) {
    error = path + ": cannot seek";
    return false;
  }
  off_t fileSize = ftello(f.get());
  rewind(f.get());
  char magic[8];
  if (fileSize < 0 || fread(magic, 1, 8, f.get()) != 8 ||
      std::memcmp(magic, "\x93NUMPY", 6) != 0) {
    error = path + " is not an .npy file";
    return false;
  }
  if (magic[6] < 1 || magic[6] > 3 || magic[7] != 0) {
    error = path + ": unsupported .npy version " + std::to_string(magic[6]) +
            "." + std::to_string(magic[7]) + " (1.0, 2.0 and 3.0 are)";
    return false;
  }
  uint32_t headerLen = 0;
  int64_t offset = 0;
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
  if (headerLen > kMaxHeaderBytes) {
    error = path + ": the header claims " + std::to_string(headerLen) +
            " bytes; fsdp-run reads headers of up to " +
            std::to_string(kMaxHeaderBytes);
    return false;
  }
  if (offset + int64_t(headerLen) > int64_t(fileSize)) {
    error = path + ": truncated header";
    return false;
  }
  std::string dict(headerLen, '\0');
  if (fread(dict.data(), 1, headerLen, f.get()) != headerLen) {
    error = path + ": truncated header";
    return false;
  }
  header.dataOffset = offset + headerLen;
  if (dict.empty() || dict.back() != '\n') {
    error = path + ": malformed header (it must end with a newline)";
    return false;
  }
  std::string descr, parseError;
  bool fortran = false;
  if (!DictParser(dict).parse(descr, fortran, header.shape, parseError)) {
    error = path + ": " + parseError;
    return false;
  }
  if (fortran) {
    error = path + ": Fortran-ordered arrays are not supported";
    return false;
  }
  // '|' (no byte order) is how NumPy writes one-byte types; '=' is native,
  // little endian on every host fsdp-run supports.
  if (descr.size() >= 2 && (descr[0] == '|' || descr[0] == '='))
    descr[0] = '<';
  header.descr = descr;
  int64_t eb = header.elementBytes();
  bool knownKind =
      descr.size() >= 3 && descr[0] == '<' && std::strchr("fiub", descr[1]) &&
      descr.find_first_not_of("0123456789", 2) == std::string::npos &&
      (eb == 1 || eb == 2 || eb == 4 || eb == 8);
  if (!knownKind) {
    error = path + ": unsupported dtype '" + descr +
            "' (little-endian numbers of 1, 2, 4 or 8 bytes only)";
    return false;
  }
  // `span` counts empty dimensions as 1: it bounds every product of some of
  // the dimensions that a reader forms (a row's size, the elements inside
  // one index), which an empty array's size of 0 does not.
  int64_t bytes = eb, span = eb;
  for (int64_t d : header.shape) {
    if (__builtin_mul_overflow(span, std::max<int64_t>(d, 1), &span)) {
      error = path + ": the array's size overflows 64 bits";
      return false;
    }
    bytes *= d; // |bytes| <= span.
  }
  int64_t expected = 0;
  if (__builtin_add_overflow(header.dataOffset, bytes, &expected) ||
      expected > int64_t(fileSize)) {
    error = path + ": file is shorter than its header says (" +
            std::to_string(int64_t(fileSize) - header.dataOffset) +
            " bytes of data, the header says " + std::to_string(bytes) + ")";
    return false;
  }
  if (expected < int64_t(fileSize)) {
    error = path + ": " + std::to_string(int64_t(fileSize) - expected) +
            " bytes of trailing data after the array";
    return false;
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
    off_t pos = base + ((o * extent + begin) * inner) * eb;
    if (fseeko(f.get(), pos, SEEK_SET) != 0) {
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

std::string fsdprun::npyHeader(const std::string &descr,
                               const std::vector<int64_t> &shape) {
  std::string dict =
      "{'descr': '" + descr + "', 'fortran_order': False, " + "'shape': (";
  for (int64_t s : shape)
    dict += std::to_string(s) + ", ";
  // "(4,)" for one dimension, "(2, 3,)" for more: both are Python tuples.
  if (!shape.empty())
    dict.pop_back();
  dict += "), }";
  // Pad with spaces so that the data starts at a multiple of 64 bytes.
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  uint16_t len = dict.size();
  const char prefix[10] = {'\x93',
                           'N',
                           'U',
                           'M',
                           'P',
                           'Y',
                           1,
                           0,
                           static_cast<char>(len & 0xff),
                           static_cast<char>(len >> 8)};
  return std::string(prefix, 10) + dict;
}

bool fsdprun::writeNpy(const std::string &path, const std::string &descr,
                       const std::vector<int64_t> &shape, const void *data,
                       std::string &error) {
  std::string header = npyHeader(descr, shape);
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  File f(fopen(path.c_str(), "wb"));
  if (!f) {
    error = "cannot write " + path;
    return false;
  }
  int64_t eb = std::atoll(descr.c_str() + 2);
  bool written =
      fwrite(header.data(), 1, header.size(), f.get()) == header.size() &&
      fwrite(data, 1, n * eb, f.get()) == size_t(n * eb) &&
      fflush(f.get()) == 0;
  int writeErrno = errno;
  // Buffered data reaches the file only now: a full disk shows up here.
  bool closed = fclose(f.release()) == 0;
  if (!written || !closed) {
    error = "cannot write " + path + ": " +
            std::strerror(written ? errno : writeErrno);
    return false;
  }
  return true;
}
